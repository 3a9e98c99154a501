// The ray tracer with small vector objects and early-exit loops, as JavaScript is usually written.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 1000;
const vec = (x, y, z) => ({ x, y, z });
const add = (a, b) => vec(a.x + b.x, a.y + b.y, a.z + b.z);
const sub = (a, b) => vec(a.x - b.x, a.y - b.y, a.z - b.z);
const scale = (k, a) => vec(k * a.x, k * a.y, k * a.z);
const dot = (a, b) => a.x * b.x + a.y * b.y + a.z * b.z;
const normalise = (a) => scale(1.0 / Math.sqrt(dot(a, a)), a);
const spheres = [
  { centre: vec(0, -1, 5), radius: 1 },
  { centre: vec(2, 0, 6), radius: 1 },
  { centre: vec(-2, 0, 6), radius: 1 },
  { centre: vec(0, -5001, 0), radius: 5000 },
];
const light = vec(5, 5, -5);
function intersect(orig, dir, s) {
  const oc = sub(orig, s.centre);
  const b = dot(oc, dir);
  const c = dot(oc, oc) - s.radius * s.radius;
  const disc = b * b - c;
  if (disc < 0) return Infinity;
  const t = -b - Math.sqrt(disc);
  return t > 1e-6 ? t : Infinity;
}
let hitT = Infinity;
function nearest(orig, dir) {
  let best = Infinity, hit = null;
  for (const s of spheres) {
    const t = intersect(orig, dir, s);
    if (t < best) { best = t; hit = s; }
  }
  hitT = best;
  return hit;
}
function shade(orig, dir) {
  const s = nearest(orig, dir);
  if (s === null) return 0.1;
  const p = add(orig, scale(hitT, dir));
  const nrm = normalise(sub(p, s.centre));
  const l = normalise(sub(light, p));
  const lambert = dot(nrm, l);
  if (lambert <= 0) return 0.1;
  return nearest(p, l) !== null ? 0.1 : 0.1 + 0.9 * lambert;
}
const eye = vec(0, 0, 0);
let total = 0;
for (let j = 0; j < n; j++)
  for (let i = 0; i < n; i++) {
    const dir = normalise(vec(i / n - 0.5, 0.5 - j / n, 1.0));
    total += Math.trunc(255.0 * shade(eye, dir));
  }
console.log(String(total));

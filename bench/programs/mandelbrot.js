// Mandelbrot set over an n x n grid, as plain nested loops.
const n = process.argv.length > 2 ? parseInt(process.argv[2], 10) : 1600;
let inside = 0, check = 0;
for (let y = 0; y < n; y++) {
  const ci = (2.0 * y) / n - 1.0;
  for (let x = 0; x < n; x++) {
    const cr = (2.0 * x) / n - 1.5;
    let zr = 0, zi = 0, i = 0;
    while (i < 50 && zr * zr + zi * zi <= 4.0) {
      const t = zr * zr - zi * zi + cr;
      zi = 2.0 * zr * zi + ci;
      zr = t;
      i++;
    }
    if (i === 50) { inside++; check = (check * 3 + x + y) & 0xffffff; }
  }
}
console.log(`${inside} ${check}`);

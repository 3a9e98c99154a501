// Milliseconds from a monotonic clock where the host has one (node, browsers), for -dtimings.
export const now = (): number => (typeof performance === "object" ? performance.now() : Date.now());

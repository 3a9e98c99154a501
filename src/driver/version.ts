/** flambe's version, printed by `flambe --version`. */
export const version = "0.1.0";

// The menu of examples: the OCaml files of `playground/examples/`, in the order of their names,
// each labelled by its name (`04_stream_fusion.ml` is "Stream fusion").
const files = import.meta.glob<string>("../examples/*.ml", { query: "?raw", import: "default", eager: true });

export interface Example {
  readonly name: string;
  readonly label: string;
  readonly source: string;
}

export const examples: readonly Example[] = Object.keys(files)
  .sort()
  .map((path) => {
    const name = path.replace(/^.*\//, "").replace(/\.ml$/, "");
    const words = name.replace(/^\d+_/, "").replace(/_/g, " ");
    return { name, label: words.charAt(0).toUpperCase() + words.slice(1), source: files[path]! };
  });

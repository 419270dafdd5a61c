export type Catalogue = { [key: string]: string | Catalogue };
/** One language's texts: `{ namespace: catalogue }`. */
export type Namespaces = Record<string, Catalogue>;

/** `{ namespace: catalogue }` from the files of one language, `.../<language>/<namespace>.json`. */
export function byNamespace(files: Record<string, Catalogue>): Namespaces {
  return Object.fromEntries(
    Object.entries(files).map(([path, catalogue]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, catalogue]),
  );
}

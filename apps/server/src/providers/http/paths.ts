/** Fills `:name` placeholders of a path template, each value escaped as one path segment. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Path ${template} needs :${name}`);
    return encodeURIComponent(value);
  });
}

/** `base` + `path`, tolerating a trailing slash on the base (as settings are often typed). */
export function joinUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}${path}`);
}

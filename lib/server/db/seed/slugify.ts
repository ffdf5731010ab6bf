import "server-only";

const TRANSLIT: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "y", к: "k", л: "l", м: "m",
  н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch",
  ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};

/** A Latin, lower-case, hyphenated slug for a Russian or Latin name ("Светотехника" → "svetotekhnika"). */
export function slugify(name: string): string {
  let out = "";
  for (const ch of name.toLowerCase()) out += TRANSLIT[ch] ?? (/[a-z0-9]/.test(ch) ? ch : "-");
  return out.replace(/-+/g, "-").replace(/^-|-$/g, "");
}

/** Hands out slugs unique within one set, adding "-2", "-3"… on a clash. */
export function createSlugger(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    const base = slugify(name) || "item";
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}

/** Command-line words: positional arguments and `--name value` options, nothing guessed. */
export interface ParsedArgs {
  positional: string[];
  options: Record<string, string>;
}

export function parseArgs(words: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const value = inline ?? words[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new Error(`--${name} needs a value`);
    if (name in options) throw new Error(`--${name} is given twice`);
    options[name] = value;
    if (inline === undefined) i += 1;
  }
  return { positional, options };
}

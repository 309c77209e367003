/**
 * Command-line words: positional arguments, `--name value` options and the named flags that take
 * no value (`--strict`, read as "true"), nothing guessed; and the way a command ends.
 */
import { pathToFileURL } from 'node:url';
import { ImportError } from '../datasets/model.js';
export interface ParsedArgs {
  positional: string[];
  options: Record<string, string>;
}

export function parseArgs(words: readonly string[], flags: readonly string[] = []): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const flag = inline === undefined && flags.includes(name);
    const value = flag ? 'true' : (inline ?? words[i + 1]);
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new Error(`--${name} needs a value`);
    if (name in options) throw new Error(`--${name} is given twice`);
    options[name] = value;
    if (inline === undefined && !flag) i += 1;
  }
  return { positional, options };
}

/**
 * Runs `command` when `moduleUrl` is the script node was started with: exit with its code, or
 * print why it refused (the message of an ImportError, the stack of anything unforeseen) and exit 1.
 */
export function runAsScript(
  moduleUrl: string,
  verb: string,
  command: (words: readonly string[], print: (line: string) => void) => Promise<number>,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  command(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = error instanceof ImportError ? error.message : String((error as Error)?.stack ?? error);
      process.stderr.write(`${verb} refused: ${message}\n`);
      process.exit(1);
    },
  );
}

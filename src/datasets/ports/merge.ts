/**
 * Which records are one port. A port is a set of UN/LOCODEs joined by what the sources say:
 * a sea-ports entry makes all its `unlocs` one port (Shanghai: CNSHA, CNSGH), and WPI rows with
 * the same code are the same port (terminals of one harbour often share the code). Nothing is
 * joined by name or distance: Xiamen is CNXMN in sea-ports and CN XMG in WPI, and stays two ports.
 * port-names.csv adds names to the port its code is in, and must name a port the other two know.
 */
import { ImportError } from '../model.js';
import type { PortName } from './port-names.js';
import type { SeaPort } from './sea-ports.js';
import type { WpiPort } from './wpi.js';

export interface PortGroup {
  /** The code the port is filed under (its id): see primaryCode. */
  primary: string;
  /** Every code of the port: the primary first, then the others in code order. */
  codes: string[];
  /** In file order. */
  wpi: WpiPort[];
  /** The entry keyed by the primary code first, then by key. */
  sea: SeaPort[];
  names: PortName | null;
}

export function groupPorts(wpi: readonly WpiPort[], sea: readonly SeaPort[], names: readonly PortName[]): PortGroup[] {
  const sets = new CodeSets();
  for (const row of wpi) sets.add(row.code);
  for (const entry of sea) for (const code of entry.codes) sets.join(entry.key, code);

  const members = new Map<string, { codes: Set<string>; wpi: WpiPort[]; sea: SeaPort[]; names: PortName[] }>();
  const memberOf = (code: string) => {
    const root = sets.find(code);
    let found = members.get(root);
    if (!found) members.set(root, (found = { codes: new Set(), wpi: [], sea: [], names: [] }));
    found.codes.add(code);
    return found;
  };
  for (const row of wpi) memberOf(row.code).wpi.push(row);
  for (const entry of sea) for (const code of entry.codes) memberOf(code);
  for (const entry of sea) memberOf(entry.key).sea.push(entry);
  for (const row of names) {
    if (!sets.has(row.code))
      throw new ImportError(`${row.where}: ${row.code} is a code of no port in WPI or sea-ports`);
    memberOf(row.code).names.push(row);
  }

  return [...members.values()].map((member) => {
    const [names, other] = member.names;
    if (other && names)
      throw new ImportError(`${other.where}: ${other.code} is the same port as ${names.code} (${names.where})`);
    const sea = [...member.sea].sort((a, b) => compare(a.key, b.key));
    const primary = primaryCode(names ?? null, sea, member.wpi);
    const keyed = sea.findIndex((entry) => entry.key === primary);
    if (keyed > 0) sea.unshift(...sea.splice(keyed, 1));
    const codes = [primary, ...[...member.codes].filter((code) => code !== primary).sort(compare)];
    return { primary, codes, wpi: member.wpi, sea, names: names ?? null };
  });
}

/**
 * The code a port is filed under: the one port-names.csv chose (the code traders use, CNSHA
 * rather than WPI's CN SGH), else the first of sea-ports' `unlocs` (sea-ports lists the
 * usual code first), else WPI's.
 */
function primaryCode(names: PortName | null, sea: readonly SeaPort[], wpi: readonly WpiPort[]): string {
  const code = names?.code ?? sea[0]?.unlocs[0] ?? wpi[0]?.code;
  if (code === undefined) throw new Error('a port group with no code');
  return code;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Union-find over codes. */
class CodeSets {
  private readonly parent = new Map<string, string>();

  has(code: string): boolean {
    return this.parent.has(code);
  }

  add(code: string): void {
    if (!this.parent.has(code)) this.parent.set(code, code);
  }

  find(code: string): string {
    this.add(code);
    let root = code;
    while (this.parent.get(root) !== root) root = this.parent.get(root) as string;
    this.parent.set(code, root);
    return root;
  }

  join(a: string, b: string): void {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA !== rootB) this.parent.set(rootB, rootA);
  }
}

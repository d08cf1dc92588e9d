/**
 * A signed quote billed in parts (decision 0094): its deposit and its final invoice carry the quote's tax split, one
 * line per tax of the quote (and one for its untaxed work), priced by the one rule of document-totals.ts.
 *
 * A tax group is the quote's lines of one tax (name, rate, inclusive or not), or its untaxed lines. A group's line on an
 * invoice is quantity 1 of a "unit": its net for an exclusive tax, its total (tax included) for an inclusive tax or no
 * tax, which is how the rule prices such a line. The tax of a line of unit u is tax(u) by the rule.
 *
 * How shares are rounded, so that the parts add up:
 *  - The deposit's total aims at shareOf(quote total, deposit %).
 *  - Each taxed group's deposit unit is the nearest whole minor unit to shareOf(group unit, deposit %) (nearer first,
 *    the smaller of two equally near, within CLOSE), above 0 and below the group's unit, for which tax(deposit) +
 *    tax(group unit - deposit) equals the quote's tax of that group: the rest, invoiced as one line, then completes
 *    the quote's tax to the cent. Within CLOSE, 0 (none of the group: no line) and the whole unit (the quote's own
 *    lines of the group) count as such a unit too, since either leaves the rest whole: a group of a few cents, whose
 *    rest could carry no correcting cent, is billed whole by one of the two invoices. When there is none (the quote's
 *    lines, each rounded, carry a cent or more than the group rounded as one), the plain share is taken and the final
 *    invoice corrects it (below).
 *  - The untaxed group takes what is left of the deposit's total (at least 0, at most its own total): the deposit's
 *    total is then exactly shareOf(quote total, deposit %). A quote without untaxed work gets the sum of its groups'
 *    deposits, which may differ from that figure by the few cents that each tax's rounding needs.
 *  - The final invoice is, per group, the quote's unit less what earlier invoices of the quote charged in that group,
 *    and the quote's tax less theirs. One line when its tax, by the rule, is exactly that; otherwise the quote's own
 *    lines of the group (the first ones reduced by what was invoiced), with small pieces cut off whose own rounding errs
 *    the way needed, until the taxes add up (each cut moves the sum by at most a cent). So deposit + final = the quote,
 *    per tax, in net, tax and total, to the cent (the property test in quote-billing.test.ts).
 *  - A milestone made of a quote's section is invoiced on its approval (decision 0099): per group, its section's unit
 *    less the section's share of the deposit, never more than is left of the group. The shares are cut from the
 *    deposit's unit by the sections' running totals (each the difference of two rounded running shares), so the
 *    shares of all the sections add up to the deposit exactly. Its unit is then moved, like the deposit's, to the
 *    nearest one whose tax and the rest's complete the group's tax; the final invoice stays the rest, per group, of
 *    everything before it: deposit + milestones + final = the quote, per tax, to the cent.
 */
import { lineSums, shareOf, type LineTax } from './document-totals';

/** How far from the plain share a deposit unit is looked for (minor units either side). */
const CLOSE = 50;

/** A line as written on a quote or an invoice: its tax and its sums. */
export interface WrittenSums {
  taxName: string | null;
  taxRateMillionths: number;
  taxInclusive: boolean;
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export interface TaxGroup {
  /** Null: the untaxed lines (a rate of 0 counts as untaxed). */
  tax: LineTax | null;
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** Each line's unit (see unitOf) as written, in order: what the group's rest is cut from. */
  units: number[];
}

/** A line to invoice: quantity 1 of this unit, with this tax. */
export interface GroupLine {
  tax: LineTax | null;
  unitPriceMinor: number;
}

const sameTax = (a: LineTax | null, b: LineTax | null) =>
  a === b || (!!a && !!b && a.name === b.name && a.rateMillionths === b.rateMillionths && a.inclusive === b.inclusive);

function taxOfLine(line: WrittenSums): LineTax | null {
  return line.taxName && line.taxRateMillionths > 0
    ? { name: line.taxName, rateMillionths: line.taxRateMillionths, inclusive: line.taxInclusive }
    : null;
}

/** The lines' tax groups, taxed ones in the order first met, the untaxed one last. */
export function taxGroupsOf(lines: readonly WrittenSums[]): TaxGroup[] {
  const groups: TaxGroup[] = [];
  for (const line of lines) {
    const tax = taxOfLine(line);
    let group = groups.find((g) => sameTax(g.tax, tax));
    if (!group) groups.push((group = { tax, netMinor: 0, taxMinor: 0, totalMinor: 0, units: [] }));
    if (line.totalMinor > 0) group.units.push(tax && !tax.inclusive ? line.netMinor : line.totalMinor);
    group.netMinor += line.netMinor;
    group.taxMinor += line.taxMinor;
    group.totalMinor += line.totalMinor;
  }
  return [...groups.filter((g) => g.tax), ...groups.filter((g) => !g.tax)];
}

/** The unit a group's line is priced on: net for an exclusive tax, the total otherwise. */
export function unitOf(group: Pick<TaxGroup, 'tax' | 'netMinor' | 'totalMinor'>): number {
  return group.tax && !group.tax.inclusive ? group.netMinor : group.totalMinor;
}

function taxOf(unit: number, tax: LineTax | null): number {
  return tax ? lineSums({ quantityHundredths: 100, unitPriceMinor: unit, tax }).taxMinor : 0;
}

/** The sums of a group line, by the rule. */
export function sumsOfGroupLine(line: GroupLine) {
  return lineSums({ quantityHundredths: 100, unitPriceMinor: line.unitPriceMinor, tax: line.tax });
}

/** The deposit's lines: one per taxed group of the quote, then the untaxed work; lines of 0 are left out. */
export function depositLines(groups: readonly TaxGroup[], depositBasisPoints: number): GroupLine[] {
  const quoteTotal = groups.reduce((sum, g) => sum + g.totalMinor, 0);
  const target = shareOf(quoteTotal, depositBasisPoints);
  const lines: GroupLine[] = [];
  let taxedTotal = 0;
  for (const group of groups.filter((g) => g.tax)) {
    const whole = unitOf(group);
    const plain = shareOf(whole, depositBasisPoints);
    let share: GroupLine[] = [{ tax: group.tax, unitPriceMinor: plain }];
    if (plain >= whole) share = piecesLeft(group, 0, 0);
    else if (plain > 0) {
      for (let step = 0; step <= CLOSE; step++) {
        // None of the group (0) or all of it (its own lines) always completes its tax: near enough, they are taken.
        const found = [plain - step, plain + step].find(
          (u) => u === 0 || u === whole || (u > 0 && u < whole && taxOf(u, group.tax) + taxOf(whole - u, group.tax) === group.taxMinor),
        );
        if (found !== undefined) {
          share = found === whole ? piecesLeft(group, 0, 0) : [{ tax: group.tax, unitPriceMinor: found }];
          break;
        }
      }
    }
    for (const line of share) {
      lines.push(line);
      taxedTotal += sumsOfGroupLine(line).totalMinor;
    }
  }
  const untaxed = groups.find((g) => !g.tax);
  if (untaxed) lines.push({ tax: null, unitPriceMinor: Math.min(Math.max(target - taxedTotal, 0), untaxed.totalMinor) });
  return lines.filter((l) => l.unitPriceMinor > 0);
}

/**
 * What is left to invoice of the quote after the invoices already made of it (their lines as written): per group, the
 * quote's unit less theirs. One line when its tax completes the group's tax; otherwise the quote's own lines of the
 * group, less what was invoiced (taken from the first lines on), with cents moved between them until their taxes
 * complete it. A group whose earlier invoices already reach its figure gives no line.
 */
export function remainingLines(groups: readonly TaxGroup[], invoiced: readonly WrittenSums[]): GroupLine[] {
  const done = taxGroupsOf(invoiced);
  const lines: GroupLine[] = [];
  for (const group of groups) {
    const before = done.find((d) => sameTax(d.tax, group.tax));
    lines.push(...piecesLeft(group, before ? unitOf(before) : 0, before?.taxMinor ?? 0));
  }
  return lines;
}

/** How small the pieces cut off to correct the tax are looked for (minor units), and at most how many are cut. */
const CUT_RANGE = 100;
const CUTS = 60;

export function piecesLeft(group: TaxGroup, doneUnit: number, doneTax: number): GroupLine[] {
  const unitLeft = unitOf(group) - doneUnit;
  if (unitLeft <= 0) return [];
  const taxLeft = group.taxMinor - doneTax;
  const rate = group.tax;
  if (!rate || taxOf(unitLeft, rate) === taxLeft) return [{ tax: rate, unitPriceMinor: unitLeft }];
  // The quote's lines, the first ones taken off by what was invoiced already.
  const pieces: number[] = [];
  let taken = doneUnit;
  for (const unit of group.units) {
    const off = Math.min(Math.max(taken, 0), unit);
    taken -= off;
    if (unit - off > 0) pieces.push(unit - off);
  }
  const sum = pieces.reduce((a, b) => a + b, 0);
  if (sum !== unitLeft) return [{ tax: rate, unitPriceMinor: unitLeft }];
  // The rounding of the pieces' taxes misses by `miss` cents: cut small pieces whose own rounding errs the other way
  // off the largest piece until it does not (each cut moves the sum of the taxes by at most a cent).
  const exact = (unit: number) =>
    rate.inclusive ? (unit * rate.rateMillionths) / (1_000_000 + rate.rateMillionths) : (unit * rate.rateMillionths) / 1_000_000;
  let miss = pieces.reduce((sum, p) => sum + taxOf(p, rate), 0) - taxLeft;
  let cut = 0;
  let cuts = 0;
  while (miss !== 0 && cuts < CUTS) {
    const largest = pieces.indexOf(Math.max(...pieces));
    const room = pieces[largest]! - 1;
    if (!cut || cut > room) {
      // The piece whose tax is rounded furthest in the direction wanted (down when there is too much tax), small
      // enough to be cut from the largest piece: a small rest needs small pieces.
      let best = Infinity;
      cut = 0;
      for (let u = 1; u <= Math.min(CUT_RANGE, room); u++) {
        const err = (taxOf(u, rate) - exact(u)) * Math.sign(miss);
        if (err < best) [best, cut] = [err, u];
      }
      if (!cut || best >= 0) break;
    }
    pieces[largest]! -= cut;
    pieces.push(cut);
    cuts++;
    miss = pieces.reduce((sum, p) => sum + taxOf(p, rate), 0) - taxLeft;
  }
  if (miss !== 0) return [{ tax: rate, unitPriceMinor: unitLeft }];
  return pieces.map((unitPriceMinor) => ({ tax: rate, unitPriceMinor }));
}

/** round(a x b / c) for a, b, c >= 0, c > 0, without losing a cent above 2^53. */
function ratio(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(n / (BigInt(c) * 2n));
}

const unitIn = (groups: readonly TaxGroup[], tax: LineTax | null) => {
  const found = groups.find((g) => sameTax(g.tax, tax));
  return found ? unitOf(found) : 0;
};

/**
 * The lines of the milestone made of `sections[index]` (every section of the quote, in order, as its lines): per group
 * of the quote, the section's unit less its share of the deposit (`deposit`: the deposit invoice's lines), at most what
 * is left after `invoiced` (the quote's invoices not voided, the deposit among them). A milestone that takes the whole
 * rest of a group takes it as the final invoice would (the tax completed to the cent); otherwise its unit is the
 * nearest (within CLOSE, never above the section's own) whose tax and the rest's complete the group's tax, as the
 * deposit's is (decision 0099).
 */
export function milestoneLines(
  groups: readonly TaxGroup[],
  sections: readonly (readonly WrittenSums[])[],
  index: number,
  deposit: readonly WrittenSums[],
  invoiced: readonly WrittenSums[],
): GroupLine[] {
  const sectionGroups = sections.map((s) => taxGroupsOf(s));
  const depositGroups = taxGroupsOf(deposit);
  const done = taxGroupsOf(invoiced);
  const lines: GroupLine[] = [];
  for (const group of groups) {
    const whole = unitOf(group);
    const own = unitIn(sectionGroups[index] ?? [], group.tax);
    if (own <= 0 || whole <= 0) continue;
    const depositUnit = Math.min(unitIn(depositGroups, group.tax), whole);
    const before = sectionGroups.slice(0, index).reduce((sum, g) => sum + unitIn(g, group.tax), 0);
    const share = ratio(depositUnit, before + own, whole) - ratio(depositUnit, before, whole);
    const doneGroup = done.find((d) => sameTax(d.tax, group.tax));
    const doneUnit = doneGroup ? unitOf(doneGroup) : 0;
    const doneTax = doneGroup?.taxMinor ?? 0;
    const left = whole - doneUnit;
    const target = Math.min(Math.max(own - share, 0), left);
    if (target <= 0) continue;
    if (target >= left) {
      lines.push(...piecesLeft(group, doneUnit, doneTax));
      continue;
    }
    let unit = target;
    if (group.tax) {
      const taxLeft = group.taxMinor - doneTax;
      for (let step = 0; step <= CLOSE; step++) {
        const found = [target - step, target + step].find(
          (u) => u > 0 && u < left && u <= own && taxOf(u, group.tax) + taxOf(left - u, group.tax) === taxLeft,
        );
        if (found !== undefined) {
          unit = found;
          break;
        }
      }
    }
    lines.push({ tax: group.tax, unitPriceMinor: unit });
  }
  return lines;
}

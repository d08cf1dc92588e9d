import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { formatTaxRate } from '@shared/document-totals';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { TableHead } from '../../components/table-head';
import { emptyItem, emptySection, type ItemForm, type SectionForm, type TaxChoice } from './quote-form-state';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/quotes';

interface Props {
  sections: SectionForm[];
  onChange: (sections: SectionForm[]) => void;
  taxRates: readonly TaxChoice[];
  /** Each line's amount, formatted, section by section: quantity x unit price, as the PDF prints it. */
  amounts: string[][];
  readOnly: boolean;
  errors: Record<string, string>;
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const cell = 'px-1 py-1 align-top';
// Labels are keys, translated when the table renders.
const LINE_COLUMNS: readonly { label: Parameters<typeof t>[0]; className?: string; hidden?: true }[] = [
  { label: msg('quotes.document.description') },
  { label: msg('quotes.document.quantity'), className: 'w-20' },
  { label: msg('quotes.document.unitPrice'), className: 'w-28' },
  { label: msg('quotes.sections.discountPercent'), className: 'w-20' },
  { label: msg('quotes.document.tax'), className: 'w-36' },
  { label: msg('quotes.sections.estimatedHours'), className: 'w-20' },
  { label: msg('quotes.document.amount'), className: 'w-28 text-right' },
  { label: msg('quotes.sections.actions'), className: 'w-24', hidden: true },
];

/** The quote's sections, each with its lines: add, remove and reorder both; a tax rate per line. */
export function QuoteSectionsEditor({ sections, onChange, taxRates, amounts, readOnly, errors }: Props) {
  const setSection = (s: number, patch: Partial<SectionForm>) => onChange(sections.map((x, i) => (i === s ? { ...x, ...patch } : x)));
  const setItem = (s: number, i: number, patch: Partial<ItemForm>) =>
    setSection(s, { items: sections[s]!.items.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const err = (path: string) => errors[path];
  const columns = LINE_COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <div className="space-y-4">
      {sections.map((section, s) => (
        <section
          key={section.key}
          aria-label={t('quotes.sections.section', { n: s + 1 })}
          className="space-y-3 rounded-lg border border-border p-4"
        >
          <div className="flex flex-wrap items-start gap-2">
            <div className="min-w-[14rem] flex-1">
              <Input
                aria-label={t('quotes.sections.sectionTitle', { n: s + 1 })}
                value={section.title}
                disabled={readOnly}
                onChange={(e) => setSection(s, { title: e.target.value })}
              />
              {err(`sections.${s}.title`) && <p className="text-xs text-destructive">{err(`sections.${s}.title`)}</p>}
            </div>
            <label className="flex items-center gap-2 pt-2 text-sm">
              <input
                type="checkbox"
                checked={section.becomesMilestone}
                disabled={readOnly}
                onChange={(e) => setSection(s, { becomesMilestone: e.target.checked })}
              />
              {t('quotes.sections.becomesMilestone')}
            </label>
            {!readOnly && (
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('quotes.sections.moveSectionUp', { n: s + 1 })}
                  onClick={() => onChange(move(sections, s, s - 1))}
                >
                  <ArrowUp className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('quotes.sections.moveSectionDown', { n: s + 1 })}
                  onClick={() => onChange(move(sections, s, s + 1))}
                >
                  <ArrowDown className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('quotes.sections.removeSection', { n: s + 1 })}
                  disabled={sections.length === 1}
                  onClick={() => onChange(sections.filter((_, i) => i !== s))}
                >
                  <Trash2 className="size-4" />
                </Button>
              </div>
            )}
          </div>
          <Input
            aria-label={t('quotes.sections.sectionDescription', { n: s + 1 })}
            placeholder={t('quotes.sections.descriptionOptional')}
            value={section.description}
            disabled={readOnly}
            onChange={(e) => setSection(s, { description: e.target.value })}
          />
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[48rem] text-sm">
              <TableHead columns={columns} className="text-left text-xs text-muted-foreground" cellClassName="px-1" />
              <tbody>
                {section.items.map((item, i) => {
                  const base = `sections.${s}.items.${i}`;
                  const line = { n: s + 1, line: i + 1 };
                  const lineErrors = ['description', 'quantity', 'unitPrice', 'discountPercent', 'taxRateId', 'estimatedHours']
                    .map((f) => err(`${base}.${f}`))
                    .filter(Boolean);
                  return (
                    <tr key={item.key}>
                      <td className={cell}>
                        <Input
                          aria-label={t('quotes.sections.lineDescription', line)}
                          value={item.description}
                          disabled={readOnly}
                          onChange={(e) => setItem(s, i, { description: e.target.value })}
                        />
                        {lineErrors.length > 0 && <p className="text-xs text-destructive">{lineErrors.join(' · ')}</p>}
                      </td>
                      <td className={cell}>
                        <Input
                          aria-label={t('quotes.sections.lineQuantity', line)}
                          inputMode="decimal"
                          value={item.quantity}
                          disabled={readOnly}
                          onChange={(e) => setItem(s, i, { quantity: e.target.value })}
                        />
                      </td>
                      <td className={cell}>
                        <Input
                          aria-label={t('quotes.sections.lineUnitPrice', line)}
                          inputMode="decimal"
                          value={item.unitPrice}
                          disabled={readOnly}
                          onChange={(e) => setItem(s, i, { unitPrice: e.target.value })}
                        />
                      </td>
                      <td className={cell}>
                        <Input
                          aria-label={t('quotes.sections.lineDiscount', line)}
                          inputMode="decimal"
                          value={item.discountPercent}
                          disabled={readOnly}
                          onChange={(e) => setItem(s, i, { discountPercent: e.target.value })}
                        />
                      </td>
                      <td className={cell}>
                        <Select
                          aria-label={t('quotes.sections.lineTax', line)}
                          value={item.taxRateId}
                          disabled={readOnly}
                          onChange={(e) => setItem(s, i, { taxRateId: e.target.value })}
                        >
                          <option value="">{t('quotes.sections.noTax')}</option>
                          {taxRates.map((r) => (
                            <option key={r.id} value={r.id}>
                              {t(r.inclusive ? 'quotes.document.taxIncluded' : 'quotes.document.taxAdded', {
                                name: r.name,
                                rate: formatTaxRate(r.rateMillionths),
                              })}
                            </option>
                          ))}
                        </Select>
                      </td>
                      <td className={cell}>
                        <Input
                          aria-label={t('quotes.sections.lineEstimatedHours', line)}
                          inputMode="decimal"
                          value={item.estimatedHours}
                          disabled={readOnly}
                          onChange={(e) => setItem(s, i, { estimatedHours: e.target.value })}
                        />
                      </td>
                      <td className={`${cell} pt-3 text-right tabular-nums`} aria-label={t('quotes.sections.lineAmount', line)}>
                        {amounts[s]?.[i] ?? ''}
                      </td>
                      <td className={cell}>
                        {!readOnly && (
                          <div className="flex">
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t('quotes.sections.moveLineUp', line)}
                              onClick={() => setSection(s, { items: move(section.items, i, i - 1) })}
                            >
                              <ArrowUp className="size-4" />
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t('quotes.sections.removeLine', line)}
                              disabled={section.items.length === 1}
                              onClick={() => setSection(s, { items: section.items.filter((_, j) => j !== i) })}
                            >
                              <Trash2 className="size-4" />
                            </Button>
                          </div>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {!readOnly && (
            <Button variant="secondary" size="sm" onClick={() => setSection(s, { items: [...section.items, emptyItem()] })}>
              <Plus aria-hidden className="size-4" /> {t('quotes.sections.addLine')}
            </Button>
          )}
        </section>
      ))}
      {!readOnly && (
        <Button variant="secondary" onClick={() => onChange([...sections, emptySection(sections.length + 1)])}>
          <Plus aria-hidden className="size-4" /> {t('quotes.sections.addSection')}
        </Button>
      )}
    </div>
  );
}

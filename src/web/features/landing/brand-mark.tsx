import { company } from './content';

/** The logo: a monogram square and the company name, linking to the top of the page. */
export function BrandMark() {
  return (
    <a href="#top" className="flex min-w-0 items-center gap-2.5 rounded-md text-foreground">
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground"
      >
        {company.monogram}
      </span>
      {/* Truncates rather than pushing the bar sideways on the narrowest phones (320 px). */}
      <span className="truncate text-base font-semibold tracking-tight">{company.name}</span>
    </a>
  );
}

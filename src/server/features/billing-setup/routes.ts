import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { billingSetupApi } from '@shared/api/billing-setup';
import { LOGO_FIELD, LOGO_MAX_BYTES } from '@shared/schemas/billing-setup';
import type { AppDeps, AppEnv } from '../../context';
import { AppError } from '../../errors';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { getAgencyProfile, readAgencyLogo, removeAgencyLogo, setAgencyLogo, updateAgencyProfile } from './agency-profile';
import { createTaxRate, listTaxRates, updateTaxRate } from './tax-rates';

/** Room for the multipart envelope around the largest logo, so a too-large upload is refused before it is read. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** Settings > Billing (decision 0052): tax rates and the agency's details. The capability is checked by each route. */
export function billingSetupRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, billingSetupApi.taxRates, (c, { query }) => listTaxRates(db, query.includeArchived));
  route(app, billingSetupApi.createTaxRate, (c, { body }) => createTaxRate(db, c.get('user'), body));
  route(app, billingSetupApi.updateTaxRate, (c, { body }) => updateTaxRate(db, c.get('user'), idParam(c, 'errors.notFound.taxRate'), body));
  route(app, billingSetupApi.agencyProfile, () => getAgencyProfile(db));
  route(app, billingSetupApi.updateAgencyProfile, (c, { body }) => updateAgencyProfile(db, c.get('user'), body));
  route(
    app,
    billingSetupApi.setLogo,
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form[LOGO_FIELD];
      if (!(file instanceof File)) {
        throw new AppError(400, 'validation_failed', 'errors.billingSetup.chooseImageUpload', {
          file: 'errors.billingSetup.choosePngJpegImage',
        });
      }
      return setAgencyLogo(db, c.get('user'), file);
    },
    bodyLimit({
      maxSize: LOGO_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: (c) =>
        c.json(
          { error: { code: 'payload_too_large', message: `The logo is larger than ${LOGO_MAX_BYTES / 1024} KB. Choose a smaller image.` } },
          413,
        ),
    }),
  );
  route(app, billingSetupApi.removeLogo, (c) => removeAgencyLogo(db, c.get('user')));
  route(app, billingSetupApi.logo, async (c) => {
    const logo = await readAgencyLogo(db);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    // Served bytes were checked to be PNG or JPEG; these headers make sure a browser never treats them as more.
    c.header('Content-Type', logo.contentType);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Content-Disposition', 'inline');
    return c.body(new Uint8Array(logo.data));
  });
  return app;
}

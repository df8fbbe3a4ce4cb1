/**
 * The driver form's loader data and action (issue 10), shared by /drivers/add-driver and
 * /drivers/:driverId/edit. The form is multipart: the licence (and in Lagos the LASDRI card)
 * are checked while they stream in (5 MB, image or PDF by content), then stored upstream, then
 * the driver is saved. A refused file or a duplicate phone answers with the message next to its
 * field and everything else kept.
 */
import { json, type AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import type { Driver } from '~contract/fleet';
import { driverCreate } from '~contract/requests';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import { canCarryPassengersForHire, FOR_HIRE_CLASSES } from '~/domain/licence-classes';
import { driverBody, operatesInLagos, partnerCities } from '~/server/fleet.server';
import { attempt, failedReply, formRules, parseForm, withFile } from '~/server/forms.server';
import { nationalNumber } from '~/server/phone.server';
import { countryOptions, referenceList } from '~/server/reference-data.server';
import type { ActiveContext } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';
import type { MessageKey } from '~/lib/toast';
import { FILE_MISSING, parseUploads, storeFile } from '~/server/uploads.server';
import { keepReceived, keptFiles } from '~/server/received-files.server';
import { adultBornBy, driverSchema, lagosToday } from '~/server/validation/fleet.server';

/** What the driver form needs: rules, countries, licence classes, Lagos or not, date limits, defaults. */
export async function driverFormData(api: Upstream, ctx: ActiveContext, loadDriver?: Promise<Driver>) {
  // The driver loads beside the reference data: one round of calls after the guard (issue 23).
  const [cities, countries, licenceClasses, driver] = await Promise.all([partnerCities(api, ctx), countryOptions(api), referenceList('licence-classes', () => api.fleet.licenceClasses()), loadDriver]);
  const lagos = operatesInLagos(cities);
  let rules = formRules(driverSchema({ lagos, editing: Boolean(driver) }));
  if (!driver) {
    rules = withFile(rules, 'licence_file');
    if (lagos) rules = withFile(rules, 'lasdri_file');
  }
  const lasdri = driver?.documents.find((d) => d.type === 'lasdri');
  return {
    rules,
    countries,
    licenceClasses,
    lagos,
    adultBornBy: adultBornBy(),
    today: lagosToday(),
    defaults: driver
      ? {
          fname: driver.fname,
          lname: driver.lname,
          country: DEFAULT_COUNTRY.code,
          phone: nationalNumber(driver.phone, DEFAULT_COUNTRY.code),
          email: driver.email ?? '',
          dob: driver.dob ?? '',
          address: driver.address ?? '',
          licence_number: driver.licence_number,
          licence_class: driver.licence_class ?? FOR_HIRE_CLASSES[0],
          lasdri_number: lasdri?.number ?? '',
        }
      : undefined,
  };
}

/**
 * Save the driver form: create a driver, or update `driver`. Redirects to the driver's page
 * with a toast (a warning when the licence class is not E); answers the form's errors otherwise.
 */
export async function submitDriver(request: Request, context: AppLoadContext, api: Upstream, ctx: ActiveContext, driver?: Driver): Promise<Response> {
  const lagos = operatesInLagos(await partnerCities(api, ctx));
  const editing = Boolean(driver);
  const { formData, files, fileErrors } = await parseUploads(request, context, ['licence_file', 'lasdri_file']);
  // A file received with an earlier submit of this form counts as chosen (issue 33 §2).
  const kept = await keptFiles(context, formData, ['licence_file', 'lasdri_file']);
  for (const field of Object.keys(kept)) if (!files[field] && fileErrors[field] === FILE_MISSING) delete fileErrors[field];
  const submission = parseForm(formData, driverSchema({ lagos, editing }));
  // Files: required to add a driver; optional on an edit (no file is then not an error).
  const fileFieldErrors: Record<string, string[]> = {};
  const problem = (name: string, required: boolean) => (fileErrors[name] && (required || fileErrors[name] !== FILE_MISSING) ? fileErrors[name] : null);
  const licenceProblem = problem('licence_file', !editing);
  const lasdriProblem = lagos ? problem('lasdri_file', !editing) : null;
  if (licenceProblem) fileFieldErrors.licence_file = [licenceProblem];
  if (lasdriProblem) fileFieldErrors.lasdri_file = [lasdriProblem];
  if (submission.status === 'success' && editing) {
    if (files.licence_file && !submission.value.licence_expiry) fileFieldErrors.licence_expiry = ['Please enter the expiry date of the new licence'];
    if (files.lasdri_file && (!submission.value.lasdri_expiry || !submission.value.lasdri_number)) fileFieldErrors.lasdri_expiry = ['Please enter the number and expiry date of the new card'];
  }
  if (submission.status !== 'success' || Object.keys(fileFieldErrors).length) {
    // The files that arrived are kept, so the next submit need not send them again.
    const accepted = Object.fromEntries(Object.entries(files).filter(([field]) => !fileFieldErrors[field]));
    const keptNow = Object.fromEntries(Object.entries(kept).filter(([field]) => !files[field]));
    return json({ ...submission.reply({ fieldErrors: fileFieldErrors }), received: await keepReceived(context, api, accepted, keptNow) }, { status: 400 });
  }
  const v = submission.value;
  const saved = await attempt(async () => {
    const stored = (field: 'licence_file' | 'lasdri_file') => (files[field] ? storeFile(api, files[field]) : kept[field]?.location);
    const [licence, lasdri] = await Promise.all([stored('licence_file'), lagos ? stored('lasdri_file') : undefined]);
    const body = driverBody(v, { licence, lasdri });
    // The form checked these; the contract's own check makes the body's type exact (a miss is a bug, not the user's).
    if (!driver) return api.drivers.create(ctx.partner.id, driverCreate(lagos).parse(body));
    const updated = await api.drivers.update(driver.id, body);
    if (lasdri && v.lasdri_expiry) await api.drivers.addDocument(driver.id, { type: 'lasdri', file_url: lasdri, expires_at: v.lasdri_expiry, number: v.lasdri_number });
    return updated;
  });
  if (!saved.ok) return failedReply(request, context, submission, saved.error);
  const warn = !canCarryPassengersForHire(v.licence_class as string);
  // Sentences of the `messages` catalogue (issues 44 §2, 51 §2), the licence class filled in: whole sentences, never joined at run time.
  const message: MessageKey = editing
    ? warn
      ? 'Driver updated. Note: a class {{class}} licence cannot carry passengers for hire; they cannot drive your vehicles until it is class E.'
      : 'Driver updated.'
    : warn
      ? 'Driver added; their licence is under review. Note: a class {{class}} licence cannot carry passengers for hire; they cannot drive your vehicles until it is class E.'
      : 'Driver added; their licence is under review.';
  return redirectWithToast(request, `/drivers/details/${saved.value.id}`, { type: warn ? 'warning' : 'success', message, values: { class: String(v.licence_class) } });
}

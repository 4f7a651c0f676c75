import { zodResolver } from '@hookform/resolvers/zod';
import { UPLOAD_LIMITS, UpdateCompanyInput, type Company } from '@mingle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorText } from '@/lib/error-text';
import { reportSubmitError } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ImageUploadController } from '@/features/uploads';
import { useSuspenseCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';

/** Every field is sent on save, so the partial update contract is made whole for the form. */
const CompanyProfileForm = UpdateCompanyInput.required();
type CompanyProfileValues = z.input<typeof CompanyProfileForm>;

const FIELDS = ['name', 'description', 'contactInformation', 'logoUploadId'] as const;

const valuesOf = (company: Company): CompanyProfileValues => ({
  name: company.name,
  description: company.description,
  contactInformation: company.contactInformation,
  logoUploadId: company.logoUploadId,
});

/** /{slug}/edit: the company profile attendees see. */
export function CompanyEditScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('company');
  useDocumentTitle(t('edit.documentTitle'));
  const { data: company } = useSuspenseCompany(slug);
  const update = useUpdateCompany(slug);
  const [formError, setFormError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const form = useForm({ resolver: zodResolver(CompanyProfileForm), defaultValues: valuesOf(company) });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
      notifySuccess(t('edit.saved'));
    } catch (error) {
      reportSubmitError(error, form.setError, FIELDS, setFormError);
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('edit.title')} description={t('edit.description')} />
      <Card className="max-w-2xl">
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5">
          {formError ? <Alert>{formError}</Alert> : null}
          <FormField label={t('fields.name')} error={fieldErrorText(errors.name)}>
            <Input autoComplete="organization" {...form.register('name')} />
          </FormField>
          <FormField label={t('fields.slug')} description={t('fields.slugFixedHint')}>
            <Input value={company.slug} readOnly className="bg-neutral-50 text-fg-muted" />
          </FormField>
          <FormField label={t('fields.description')} error={fieldErrorText(errors.description)} description={t('fields.descriptionHint')}>
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <ImageUploadController
            control={form.control}
            name="logoUploadId"
            kind="logo"
            label={t('fields.logo')}
            description={t('fields.logoHint', { limit: UPLOAD_LIMITS.maxBytesLabel })}
            initialUrl={company.logoUrl}
            onUploadingChange={setUploading}
          />
          <FormField label={t('fields.contactInformation')} error={fieldErrorText(errors.contactInformation)} description={t('fields.contactInformationHint')}>
            <Input {...form.register('contactInformation')} />
          </FormField>
          <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              {t('edit.discard')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={uploading}>
              {t('edit.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

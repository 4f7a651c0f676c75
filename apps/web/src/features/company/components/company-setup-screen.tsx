import { zodResolver } from '@hookform/resolvers/zod';
import { CreateCompanyInput, type Membership } from '@mingle/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '@/components/layout/centered-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSlugAutofill } from '@/components/ui/use-slug-autofill';
import { useAuth } from '@/lib/auth';
import { fieldErrorText } from '@/lib/error-text';
import { reportSubmitError } from '@/lib/form-errors';
import { useSession } from '@/lib/session-context';
import { notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateCompany } from '../api/create-company';
import { companyQueryKey } from '../api/get-company';

/** The contract's limit for a company slug (CreateCompanyInput: slug(40)). */
const COMPANY_SLUG_MAX = 40;

const FIELDS = ['slug', 'name', 'description', 'contactInformation'] as const;

interface CompanySetupScreenProps {
  /** The log-out button (from the auth feature), for someone who signed in with the wrong account. */
  accountAction: ReactNode;
  /** Called with the new membership before it is stored, so cached account data can follow. */
  onCreated?: (membership: Membership) => void;
  /** The company whose team this person was just taken off (the console sends them here). */
  removedFrom?: string;
}

/** /setup: the company, its address and contact details; the user becomes its owner. */
export function CompanySetupScreen({ accountAction, onCreated, removedFrom }: CompanySetupScreenProps) {
  const { t } = useTranslation('company');
  useDocumentTitle(t('setup.documentTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { auth } = useSession();
  const { user, membership } = useAuth(auth);
  const create = useCreateCompany();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(CreateCompanyInput),
    defaultValues: { name: '', slug: '', description: '', contactInformation: user?.email ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const autofill = useSlugAutofill(form, { slugField: 'slug', max: COMPANY_SLUG_MAX });
  const slug = useWatch({ control: form.control, name: 'slug' });

  // A membership that shows up (after setup, or from GET /auth/me) means this page is done.
  useEffect(() => {
    if (membership) void navigate({ to: '/$slug/events', params: { slug: membership.slug }, replace: true });
  }, [membership, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { company, membership: created } = await create.mutateAsync(values);
      queryClient.setQueryData(companyQueryKey(company.slug), company);
      onCreated?.(created);
      // The auth store's update merges; from now on requests carry x-company-id.
      auth.update({ membership: created });
      notifySuccess(t('setup.success'));
    } catch (error) {
      reportSubmitError(error, form.setError, FIELDS, setFormError);
    }
  });

  const origin = globalThis.location?.origin ?? '';
  return (
    <CenteredPage
      footer={
        user ? (
          <div className="flex flex-wrap items-center justify-center gap-x-2">
            <span>{t('setup.signedInAs', { name: user.username })}</span>
            {accountAction}
          </div>
        ) : (
          accountAction
        )
      }
    >
      {removedFrom ? (
        <div className="mb-4" data-testid="removed-from-team">
          <Alert tone="info">{t('setup.removedFrom', { company: removedFrom })}</Alert>
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <div className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
            <Building2 aria-hidden="true" className="size-6" />
          </div>
          <p className="text-sm font-semibold text-primary-700">{t('setup.eyebrow')}</p>
          <CardTitle>{t('setup.title')}</CardTitle>
          <CardDescription>{t('setup.description')}</CardDescription>
        </CardHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5">
          {formError ? <Alert>{formError}</Alert> : null}
          <FormField label={t('fields.name')} error={fieldErrorText(errors.name)}>
            <Input autoComplete="organization" placeholder={t('fields.namePlaceholder')} autoFocus {...form.register('name', { onChange: autofill.onNameChange })} />
          </FormField>
          <FormField label={t('fields.slug')} error={fieldErrorText(errors.slug)} description={<span className="break-all">{t('fields.slugHint', { url: `${origin}/${slug || '…'}` })}</span>}>
            <Input autoCapitalize="none" autoCorrect="off" spellCheck={false} maxLength={COMPANY_SLUG_MAX} {...form.register('slug', { onChange: autofill.onSlugChange })} />
          </FormField>
          <FormField label={t('fields.description')} error={fieldErrorText(errors.description)} description={t('fields.descriptionHint')}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <FormField label={t('fields.contactInformation')} error={fieldErrorText(errors.contactInformation)} description={t('fields.contactInformationHint')}>
            <Input autoComplete="email" {...form.register('contactInformation')} />
          </FormField>
          <Button type="submit" size="lg" fullWidth loading={isSubmitting} className="mt-1">
            {t('setup.submit')}
          </Button>
        </form>
      </Card>
    </CenteredPage>
  );
}

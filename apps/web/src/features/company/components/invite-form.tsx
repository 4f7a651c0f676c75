import { zodResolver } from '@hookform/resolvers/zod';
import { InviteInput, TEAM_ROLES } from '@mingle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrorText } from '@/lib/error-text';
import { reportSubmitError } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/toast';
import { useInviteTeamMember } from '../api/invite-team-member';

export const selectClasses = 'min-h-touch rounded-lg border border-border-strong/60 bg-surface px-3 text-base text-fg';

/** Owners invite by address and role; the server mails the link. */
export function InviteForm({ slug }: { slug: string }) {
  const { t } = useTranslation('company');
  const invite = useInviteTeamMember(slug);
  const [formError, setFormError] = useState<string>();
  const form = useForm({ resolver: zodResolver(InviteInput), defaultValues: { email: '', role: 'organiser' as const } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const sent = await invite.mutateAsync(values);
      form.reset({ email: '', role: values.role });
      notifySuccess(t('team.invite.sent', { email: sent.email }));
    } catch (error) {
      reportSubmitError(error, form.setError, ['email', 'role'], setFormError);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('team.invite.title')}</CardTitle>
        <CardDescription>{t('team.invite.description')}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        {formError ? <Alert>{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <FormField label={t('team.invite.email')} error={fieldErrorText(errors.email)}>
            <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('team.invite.role')} error={fieldErrorText(errors.role)}>
            <select className={selectClasses} {...form.register('role')}>
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`team.roles.${role}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <p className="text-sm text-fg-muted">{t('team.roles.explained')}</p>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            {t('team.invite.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

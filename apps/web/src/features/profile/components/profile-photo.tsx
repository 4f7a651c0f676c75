import type { Profile } from '@mingle/contracts';
import { Camera, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ImagePicker } from '@/features/uploads';
import { isApiError } from '@/lib/api';
import { errorText, issueText } from '@/lib/error-text';
import { notifySuccess } from '@/lib/toast';
import { useSaveEventProfile } from '../api/save-event-profile';
import { initialProfileValues } from '../utils/profile-form';

/** My photo on my profile page: add or change it (cropped, saved at once), or remove it after a confirmation. */
export function ProfilePhoto({ slug, profile, name }: { slug: string; profile: Profile; name: string }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const save = useSaveEventProfile(slug);
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const hasPhoto = profile.photoUrl !== null;

  const setPhoto = (photoUploadId: string | null, done: string) => {
    setProblem(undefined);
    save.mutate(
      { ...initialProfileValues(profile), photoUploadId },
      {
        onSuccess: () => {
          setConfirming(false);
          notifySuccess(done);
        },
        onError: (error) => {
          setConfirming(false);
          const issue = isApiError(error) ? error.issues[0] : undefined;
          setProblem(issue ? issueText(issue.key, issue.message) : errorText(error));
        },
      },
    );
  };

  return (
    <div className="flex w-full flex-col items-center gap-3" aria-busy={save.isPending || undefined}>
      <Avatar name={name} src={profile.photoUrl} size="xl" />
      <div className="flex flex-wrap justify-center gap-x-3 gap-y-1">
        <ImagePicker kind="photo" variant="ghost" size="inline" onUploaded={(image) => setPhoto(image.id, hasPhoto ? t('photo.changed') : t('photo.added'))} onProblem={setProblem}>
          <Camera aria-hidden="true" className="size-5" />
          {hasPhoto ? tc('image.replace', { context: 'photo' }) : tc('image.choose', { context: 'photo' })}
        </ImagePicker>
        {hasPhoto ? (
          <Button variant="ghost" size="inline" onClick={() => setConfirming(true)} disabled={save.isPending}>
            <Trash2 aria-hidden="true" className="size-5" />
            {tc('image.remove', { context: 'photo' })}
          </Button>
        ) : null}
      </div>
      {problem ? <Alert className="w-full text-left">{problem}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('photo.removeTitle')}
        description={t('photo.removeDescription')}
        confirmLabel={t('photo.removeConfirm')}
        cancelLabel={t('photo.keep')}
        pending={save.isPending}
        onConfirm={() => setPhoto(null, t('photo.removed'))}
      />
    </div>
  );
}

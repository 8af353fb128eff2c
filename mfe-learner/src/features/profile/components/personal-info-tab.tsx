import { useState } from 'react';
import { Pencil } from 'lucide-react';
import type { Profile } from '@shared/platform/auth/react';
import { appControl } from '@shared/delivery-contract';
import { useLive } from '@shared/ui/use-live';
import { Button } from '@shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@shared/ui/card';
import { learnerTh } from '../../../config/messages.ts';
import { PersonalInfoForm } from './personal-info-form.tsx';
import { PersonalInfoView } from './personal-info-view.tsx';

/** Spec §4: view mode and edit mode, toggled by the edit button; saving leaves edit mode. */
export function PersonalInfoTab({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const live = useLive();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle>{learnerTh.profile.tabs.info}</CardTitle>
        {editing ? null : (
          // On the server's render (decision 0076) a press before the app is live is pressed again once it is.
          <Button variant="outline" onClick={() => setEditing(true)} disabled={!live} {...appControl('profile-edit', live)}>
            <Pencil aria-hidden="true" />
            {learnerTh.profile.edit}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? <PersonalInfoForm profile={profile} onDone={() => setEditing(false)} /> : <PersonalInfoView profile={profile} />}
      </CardContent>
    </Card>
  );
}

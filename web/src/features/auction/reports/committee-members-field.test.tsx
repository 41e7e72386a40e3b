// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { CommitteeMember } from '@procura/domain/report/report-auction.schemas';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../../components/retry-wait.testing';
import { CommitteeMembersField, type CommitteeErrors } from './committee-members-field';

// The report settings' committee (decision 208): the buyer adds and removes members (name, position);
// the schema's errors show under the field they are about; Indonesian texts.

afterEach(cleanup);

function Harness({ initial, errors = {} }: { initial: CommitteeMember[]; errors?: CommitteeErrors }) {
  const [members, setMembers] = useState(initial);
  return (
    <>
      <CommitteeMembersField members={members} errors={errors} disabled={false} onChange={setMembers} />
      <output data-testid="members">{JSON.stringify(members)}</output>
    </>
  );
}

const members = () => JSON.parse(screen.getByTestId('members').textContent!) as CommitteeMember[];

describe('CommitteeMembersField', () => {
  it('adds a member, types its name and position, and removes another', () => {
    renderIn('en', <Harness initial={[{ name: 'Budi', position: 'Ketua' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    fireEvent.change(screen.getByTestId('report-member-name-1'), { target: { value: 'Siti' } });
    fireEvent.change(screen.getByTestId('report-member-position-1'), { target: { value: 'Sekretaris' } });
    expect(members()).toEqual([
      { name: 'Budi', position: 'Ketua' },
      { name: 'Siti', position: 'Sekretaris' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove member 1' }));
    expect(members()).toEqual([{ name: 'Siti', position: 'Sekretaris' }]);
  });

  it('shows an error under its field, in Indonesian, and stops adding at 12 members', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ name: `Anggota ${i + 1}`, position: 'Anggota' }));
    renderIn('id', <Harness initial={twelve} errors={{ '0.name': "Please fill in the committee member's name" }} />);
    expect(screen.getByText('Harap isi nama anggota panitia')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Tambah anggota' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Anggota panitia (blok tanda tangan)')).toBeTruthy();
  });
});

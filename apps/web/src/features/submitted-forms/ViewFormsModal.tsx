import { Avatar, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { ScrollBox } from '../../ui/ScrollBox';
import type { PatientRecord } from '@paperless/core';
import { useState } from 'react';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { usDate } from '../finance';
import { Attachments } from './Attachments';
import { FileRow } from './FileRow';
import { usePacketDownload, type PacketKind } from './packetDownload';
import { SelectionBar } from './SelectionBar';
import { useFileActions } from './useFileActions';
import { CloseRow } from '../../ui/CloseRow';

interface ViewFormsModalProps {
  patient: PatientRecord | null;
  opened: boolean;
  /** The company provider staff act on; undefined for a clinic user's own. */
  companyId: number | undefined;
  onClose: () => void;
}

/**
 * The spec's View Forms dialog: the patient, their forms with a checkbox each, Select All, and a
 * bar to download the selection one by one, as one PDF or as a ZIP. Only files whose PDF is
 * ready can be selected.
 */
export function ViewFormsModal({ patient, opened, companyId, onClose }: ViewFormsModalProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const actions = useFileActions(companyId);
  const packet = usePacketDownload(companyId);
  const files = patient?.files ?? [];
  const ready = files.filter((f) => f.status === 'ready');
  const allSelected = ready.length > 0 && ready.every((f) => selected.has(f.url));
  const downloading = actions.progress !== null || packet.busy !== null;

  const toggle = (url: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(url)) next.delete(url);
      else next.add(url);
      return next;
    });
  const close = () => {
    // Closing clears the selection (spec) and stops a batch still under way.
    actions.cancel();
    setSelected(new Set());
    onClose();
  };
  const selection = () => ready.filter((f) => selected.has(f.url));
  const downloadSelected = async () => {
    await actions.downloadAll(selection());
    setSelected(new Set());
  };
  // One file for the selection; it stays selected when refused, to try again or change it.
  const downloadPacket = async (kind: PacketKind) => {
    if (await packet.download(kind, selection())) setSelected(new Set());
  };

  return (
    <ResponsiveModal opened={opened} onClose={close} title="View Forms">
      {patient && (
        <Stack gap="md">
          <Group wrap="nowrap">
            <Avatar color="teal" radius="xl" size="lg" aria-hidden>
              {patient.patient_name.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={0}>
              <Text fw={600} size="lg">
                {patient.patient_name}
              </Text>
              <Text size="sm" c="dimmed">
                Date of Birth: {usDate(patient.dob)}
              </Text>
            </Stack>
          </Group>
          <Checkbox
            label="Select All"
            checked={allSelected}
            indeterminate={selected.size > 0 && !allSelected}
            disabled={ready.length === 0 || downloading}
            onChange={() => setSelected(allSelected ? new Set() : new Set(ready.map((f) => f.url)))}
          />
          <Divider />
          <ScrollBox mah={400}>
            <Stack gap={0} role="list" aria-label={`Forms of ${patient.patient_name}`}>
              {files.map((file) => (
                <div role="listitem" key={file.url}>
                  <FileRow
                    file={file}
                    companyId={companyId}
                    selected={selected.has(file.url)}
                    selecting={selected.size > 0}
                    busy={actions.busy?.url === file.url ? actions.busy.action : null}
                    onToggle={() => toggle(file.url)}
                    onView={() => actions.view(file)}
                    onDownload={() => actions.download(file)}
                  />
                  <Attachments
                    submissionId={file.submission_id}
                    formName={file.form_name}
                    companyId={companyId}
                  />
                </div>
              ))}
            </Stack>
          </ScrollBox>
          <SelectionBar
            count={selected.size}
            progress={actions.progress}
            packet={packet.busy}
            onDownload={() => void downloadSelected()}
            onPacket={(kind) => void downloadPacket(kind)}
          />
          <CloseRow onClose={close} />
        </Stack>
      )}
    </ResponsiveModal>
  );
}

import { Badge, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPaise, formatTime } from '@portal/core';
import { LoadError, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { doseParts } from '@portal/mod-day/shared/dose-words';
import { installmentWords } from '@portal/mod-finance/shared/words';
import * as C from '../../shared/contracts.ts';
import { shownPhotos } from '../day-photos.ts';
import { homeMessages } from '../messages/index.ts';
import { DayPhoto, HomeCard, Line, Quiet } from './parts.tsx';

/** The parent's home: how the child is today and what the family owes, from one call. */
export default function ParentHome() {
  const w = useMessages(homeMessages);
  const [picked, pick] = useState<number | undefined>(undefined);
  const home = useCall(C.getParentHome, { query: { studentAdmissionID: picked } });
  if (home.error) return <LoadError error={home.error} onRetry={() => home.refetch()} />;
  if (!home.data) return <Skeleton h={320} radius="md" />;
  const { children, child, today, diary, homeworkDue, fees, unread, nextEvent } = home.data;
  if (!child) return <Quiet>{w('parent.noChild')}</Quiet>;
  const id = child.studentAdmissionId;
  const arrival = today.inAt ? w('parent.inAt', { time: formatTime(today.inAt) }) : w('parent.notIn');
  const departure =
    today.outAt &&
    (today.collectedBy
      ? w('parent.outWith', { time: formatTime(today.outAt), name: today.collectedBy })
      : w('parent.outAt', { time: formatTime(today.outAt) }));
  return (
    <Stack gap="md" data-testid="parent-home">
      {children.length > 1 && (
        <SegmentedControl
          fullWidth
          aria-label={w('parent.child')}
          value={String(id)}
          onChange={(v) => pick(Number(v))}
          data={children.map((c) => ({ value: String(c.studentAdmissionId), label: c.name.split(' ')[0] }))}
          data-testid="child-switch"
        />
      )}
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }} data-testid="home-child">
          {child.name}
        </Title>
        <Text size="sm" c="gray.7">
          {child.className} · {formatDate(today.day)}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <HomeCard title={w('parent.today')} to="/day/my-child" more={w('parent.wholeDay')} testId="home-today">
          <Line label={arrival} testId="home-arrival" />
          {departure && <Line label={departure} />}
          {today.events.slice(-4).map((e) => (
            <Line
              key={e.key}
              label={e.text ? `${careKind(w, e.kind)}: ${careText(w, e.text)}` : careKind(w, e.kind)}
              value={formatTime(e.at)}
            />
          ))}
          {today.photos.length > 0 && (
            <Group gap="xs" mt="xs" aria-label={w('parent.photos')} data-testid="home-photos">
              {shownPhotos(today.photos).map((p) => (
                <DayPhoto key={p.fileId} fileId={p.fileId} alt={w('parent.photo', { name: child.name })} />
              ))}
            </Group>
          )}
        </HomeCard>
        <HomeCard title={w('parent.fees')} testId="home-fees">
          {fees.outstandingPaise > 0 ? (
            <>
              <Line label={w('parent.toPay')} value={formatPaise(fees.outstandingPaise)} testId="home-owed" />
              {fees.due.map((d) => (
                <Line
                  key={d.id}
                  label={
                    <>
                      {installmentLabel(w, d.label)} · {w('parent.dueOn', { date: formatDate(d.dueDate) })}{' '}
                      {d.overdue && (
                        <Badge color="red" variant="light" size="sm">
                          {w('parent.overdue')}
                        </Badge>
                      )}
                    </>
                  }
                  value={formatPaise(d.duePaise)}
                />
              ))}
              <Button component={Link} to="/student-account/details" fullWidth mt="sm" size="md" data-testid="home-pay">
                {w('parent.pay')}
              </Button>
            </>
          ) : (
            <Quiet>{w('parent.nothingToPay')}</Quiet>
          )}
        </HomeCard>
        <HomeCard title={w('parent.diary')} to={`/class-diary/view/${id}`} more={w('parent.diary')} testId="home-diary">
          {diary.length === 0 ? (
            <Quiet>{w('parent.noDiary')}</Quiet>
          ) : (
            diary.slice(0, 3).map((d, i) => (
              <Line
                key={i}
                label={
                  <>
                    <b>{d.title}</b> {d.body}
                  </>
                }
              />
            ))
          )}
        </HomeCard>
        <HomeCard
          title={w('parent.homework')}
          to="/attendance/uploadHomework"
          more={w('parent.homework')}
          testId="home-homework"
        >
          {homeworkDue.length === 0 ? (
            <Quiet>{w('parent.noHomework')}</Quiet>
          ) : (
            homeworkDue.map((h) => (
              <Line
                key={h.id}
                label={`${h.subject}: ${h.title}`}
                value={h.done ? w('parent.handedIn') : w('parent.dueOn', { date: formatDate(h.dueDate) })}
              />
            ))
          )}
        </HomeCard>
        <HomeCard
          title={w('parent.comingUp')}
          to={`/student/calendar/${id}`}
          more={w('parent.comingUp')}
          testId="home-next"
        >
          {nextEvent ? (
            <Line
              label={nextEvent.isHoliday ? `${nextEvent.title} (${w('parent.holiday')})` : nextEvent.title}
              value={formatDate(nextEvent.startDate)}
            />
          ) : (
            <Quiet>{w('parent.nothingPlanned')}</Quiet>
          )}
        </HomeCard>
        <SimpleGrid cols={2} spacing="sm">
          <Button component={Link} to="/messages" variant="light" size="md" data-testid="home-messages">
            {w('parent.messages', { count: unread.messages })}
          </Button>
          <Button
            component={Link}
            to="/announcement/announcement-view"
            variant="light"
            size="md"
            data-testid="home-notices"
          >
            {w('parent.announcements', { count: unread.announcements })}
          </Button>
        </SimpleGrid>
      </SimpleGrid>
    </Stack>
  );
}

type Words = ReturnType<typeof useMessages<typeof homeMessages.en>>;

/** An installment's label in the reader's words ('Installment 2', 'Full payment'); a plan's own, as written. */
function installmentLabel(w: Words, label: string): string {
  const words = installmentWords(label);
  if (!words) return label;
  return words.key === 'installmentN' ? w('parent.installmentN', { n: words.n }) : w(`parent.${words.key}`);
}

/** A care event's text in the reader's words where the portal wrote it (a dose given); a teacher's note as written. */
function careText(w: Words, text: string): string {
  const dose = doseParts(text);
  return dose ? w('parent.dose', dose) : text;
}

/** A care event's kind in the reader's words ("Meal", "Woke up"); an unknown kind as stored. */
function careKind(w: Words, kind: string): string {
  return kind in homeMessages.en.careKind ? w(`careKind.${kind as keyof typeof homeMessages.en.careKind}`) : kind;
}

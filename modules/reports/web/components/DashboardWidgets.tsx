import { Anchor, Card, Group, Progress, RingProgress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { enumLabel } from '@portal/core';
import { LoadError, tOr, useCall, useMessages } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { figureText } from '../format.ts';
import { reportMessages } from '../messages/index.ts';

type Widget = C.WidgetAnswer;
type Part = Widget['series'][number];

// Read once the dashboard has loaded the module's words (useMessages, in DashboardWidgets).
/** A widget's name in the reader's language: its declared label where the catalogue has none. */
const widgetName = (w: Widget) => tOr(`reports.widget.${w.key}`, w.label);
/** A part's name: the figure's own words in the reader's language; a stage, status or centre as labelled. */
const partName = (w: Widget, s: Part) => tOr(`reports.part.${w.key}.${s.key}`, enumLabel(s.label));

const COLORS = ['brand', 'teal', 'orange', 'grape', 'cyan', 'pink', 'lime', 'indigo'];

/** The list behind a figure, or behind one of its parts. */
const drill = (key: string, series?: string) =>
  `/report/figure/${key}${series ? `?series=${encodeURIComponent(series)}` : ''}`;

function Bars({ widget }: { widget: Widget }) {
  const t = useMessages(reportMessages);
  const max = Math.max(1, ...widget.series.map((s) => s.value));
  return (
    <Stack gap={6} mt="sm">
      {widget.series.map((s, i) => (
        <Anchor
          key={s.key}
          component={Link}
          to={drill(widget.key, s.key)}
          underline="never"
          c="inherit"
          data-testid={`series-${widget.key}-${s.key}`}
        >
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {partName(widget, s)}
            </Text>
            <Text size="sm" fw={600}>
              {figureText(s.value, widget.key === 'centre-rank' ? 'percent' : 'count')}
            </Text>
          </Group>
          <Progress
            value={(s.value * 100) / max}
            color={COLORS[i % COLORS.length]}
            size="sm"
            aria-label={`${partName(widget, s)}: ${s.value}`}
          />
        </Anchor>
      ))}
      {widget.series.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('reports.nothingYet')}
        </Text>
      )}
    </Stack>
  );
}

function Donut({ widget }: { widget: Widget }) {
  const total = widget.series.reduce((s, p) => s + p.value, 0);
  return (
    <Group mt="sm" wrap="nowrap" align="center">
      <RingProgress
        size={110}
        thickness={12}
        label={
          <Text ta="center" fw={700} size="sm">
            {figureText(widget.value, widget.unit)}
          </Text>
        }
        sections={
          total === 0
            ? [{ value: 100, color: 'gray.3' }]
            : widget.series.map((s, i) => ({
                value: (s.value * 100) / total,
                color: COLORS[i % COLORS.length],
                tooltip: `${partName(widget, s)}: ${s.value}`,
              }))
        }
      />
      <Stack gap={4}>
        {widget.series.map((s, i) => (
          <Anchor
            key={s.key}
            component={Link}
            to={drill(widget.key, s.key)}
            size="sm"
            data-testid={`series-${widget.key}-${s.key}`}
          >
            <Text span c={`${COLORS[i % COLORS.length]}.8`} fw={700} aria-hidden>
              ●{' '}
            </Text>
            {partName(widget, s)}: {s.value.toLocaleString('en-IN')}
          </Anchor>
        ))}
      </Stack>
    </Group>
  );
}

function WidgetCard({ widget }: { widget: Widget }) {
  const t = useMessages(reportMessages);
  const single = widget.chart === 'figure';
  return (
    <Card withBorder radius="md" p="md" data-testid={`widget-${widget.key}`}>
      <Title order={3} fz="sm" fw={700} c="gray.7">
        {widgetName(widget)}
      </Title>
      {single || widget.chart === 'bar' || widget.chart === 'table' ? (
        <Anchor
          component={Link}
          to={drill(widget.key)}
          fz={28}
          fw={750}
          lh={1.3}
          underline="hover"
          c="inherit"
          data-testid={`figure-${widget.key}`}
        >
          {widget.chart === 'table'
            ? t('reports.centres', { count: widget.value ?? 0 })
            : figureText(widget.value, widget.chart === 'bar' ? 'count' : widget.unit)}
        </Anchor>
      ) : null}
      {(widget.chart === 'bar' || widget.chart === 'table') && <Bars widget={widget} />}
      {widget.chart === 'donut' && (
        <>
          <Anchor component={Link} to={drill(widget.key)} size="sm" data-testid={`figure-${widget.key}`}>
            {t('reports.seeList')}
          </Anchor>
          <Donut widget={widget} />
        </>
      )}
    </Card>
  );
}

/** The widgets placed on the user's default dashboard, for the centre and year chosen in the shell. */
export default function DashboardWidgets() {
  const t = useMessages(reportMessages);
  const q = useCall(C.dashboardWidgets, { query: {} }, { retry: false });
  if (q.error) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data)
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (q.data.widgets.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-figures" data-testid="dashboard-widgets">
      <Title order={2} fz="h4" mb="sm" id="dashboard-figures">
        {t('reports.glance')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {q.data.widgets.map((w) => (
          <WidgetCard key={w.key} widget={w} />
        ))}
      </SimpleGrid>
    </section>
  );
}

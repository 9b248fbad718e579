import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { isChunkError, reloadOnceForChunk } from './chunk-reload.ts';
import { t } from '@portal/ui';

interface State {
  error: Error | null;
}

/**
 * A screen that failed to load or render. A chunk that failed to load (a deploy replaced it) reloads the
 * page once; if it fails again the page says so in words, never with the loader's error text.
 */
export class ScreenBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    if (isChunkError(error)) reloadOnceForChunk();
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    // Navigating elsewhere gives the next screen a fresh start.
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Card maw={520} mx="auto" mt={60} data-testid="route-error">
        <Stack>
          <Title order={2} fz="h3">
            {t('shell.pageFailed')}
          </Title>
          <Text c="dimmed" size="sm">
            {isChunkError(error) ? t('shell.chunkFailed') : error.message}
          </Text>
          <Button onClick={() => window.location.reload()} style={{ alignSelf: 'flex-start' }}>
            {t('shell.reload')}
          </Button>
        </Stack>
      </Card>
    );
  }
}

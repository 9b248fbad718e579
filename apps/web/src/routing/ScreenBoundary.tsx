import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import i18next from 'i18next';

interface State {
  error: Error | null;
}

/** A screen that failed to load or render; a chunk error after a deploy is fixed by reloading. */
export class ScreenBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
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
          <Title order={3}>{i18next.t('shell.pageFailed')}</Title>
          <Text c="dimmed" size="sm">
            {error.name === 'ChunkLoadError' ? `ChunkLoadError: ${error.message}` : error.message}
          </Text>
          <Button onClick={() => window.location.reload()} style={{ alignSelf: 'flex-start' }}>
            {i18next.t('shell.reload')}
          </Button>
        </Stack>
      </Card>
    );
  }
}

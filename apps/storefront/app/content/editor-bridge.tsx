// Connects this page to the content editor (behaviour.md#guards): a lazy chunk, rendered in draft mode
// only, so published pages neither load it nor the bridge script.
import { connectEditorBridge } from '@shop/cms-blocks';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { clearLiveStories, receiveLiveStory } from './live-story';

export default function EditorBridge({ src }: { src: string }) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    let stopped = false;
    connectEditorBridge('draft', {
      src,
      // Each change as the editor types it, on the page at once.
      onInput: receiveLiveStory,
      // Saved or published: read the stories again from the draft API, then let go of the
      // live copies (they are what was saved).
      onSaved: () => {
        void revalidate().then(clearLiveStories);
      },
    }).then(
      (stop) => {
        if (stopped) stop();
        else disconnect = stop;
      },
      (error: unknown) => {
        // The page works without live preview; the editor sees why in the console.
        console.warn('The content editor bridge is unavailable', error);
      },
    );
    return () => {
      stopped = true;
      disconnect?.();
    };
  }, [src, revalidate]);
  return null;
}

// The live preview of draft mode (behaviour.md#guards): the stories an editor is changing in the Visual Editor, as its
// bridge sends them (each `input` event carries the story's unsaved state). Pages that render
// a story show its live content instead of the loaded one while it is here. Empty outside
// draft mode: nothing ever writes to it there.
import { create } from 'zustand';

interface LiveStories {
  /** Story id → its content as the editor has it now. */
  contents: Readonly<Record<number, unknown>>;
}

export const useLiveStories = create<LiveStories>()(() => ({ contents: {} }));

/** Takes an editor's change: the story's content replaces what the page loaded. */
export function receiveLiveStory(story: { id: number; content: unknown }): void {
  useLiveStories.setState((state) => ({
    contents: { ...state.contents, [story.id]: story.content },
  }));
}

/** Forgets every change (after a save, the page reads the saved story again). */
export function clearLiveStories(): void {
  useLiveStories.setState({ contents: {} });
}

/** The content to render for a story: the editor's live change, else what was loaded. */
export function useLiveContent(story: { id: number | null; content: unknown }): unknown {
  const live = useLiveStories((state) =>
    story.id === null ? undefined : state.contents[story.id],
  );
  return live ?? story.content;
}

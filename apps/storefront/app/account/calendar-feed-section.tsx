// /account/containers' calendar feed: a private link a calendar app subscribes to, with each
// container's departure and arrival. Every change is a form post to the page's action, so it
// works without JavaScript; the link itself is shown once, in the answer to its creation.
import { formatDay } from '@shop/domain';
import { Button } from '@shop/ui/button';
import { Field, FormAlert, Input } from '@shop/ui/form';
import { Form } from 'react-router';
import type { CalendarFeedResult, CalendarFeedView } from './calendar-feed.server';

function NewLink({ url, webcal }: { url: string; webcal: string }) {
  return (
    <div className="calendar-feed__new">
      <Field label="Your private calendar link" hint="Copy this link now: it is shown once.">
        {(control) => <Input {...control} readOnly value={url} className="calendar-feed__url" />}
      </Field>
      <p>
        <a href={webcal} className="calendar-feed__subscribe">
          Add to calendar
        </a>{' '}
        (opens your calendar app; or paste the link into it).
      </p>
    </div>
  );
}

export function CalendarFeedSection({
  feed,
  result,
}: {
  feed: CalendarFeedView;
  result: CalendarFeedResult | null;
}) {
  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">Calendar feed</h2>
      <p>
        A private link your calendar app subscribes to, with each container&apos;s departure (ETD)
        and arrival (ETA), kept up to date as the dates move.
      </p>
      {result?.done === 'failed' ? (
        <FormAlert
          type="error"
          title="The calendar link could not be changed"
          messages={result.errors}
        />
      ) : null}
      {result?.done === 'stopped' ? (
        <FormAlert
          type="success"
          messages={['The calendar feed is stopped: its link no longer works.']}
        />
      ) : null}
      {result?.done === 'created' ? <NewLink url={result.url} webcal={result.webcal} /> : null}
      {feed.state === 'error' ? (
        <FormAlert
          type="error"
          title="The calendar feed could not be read"
          messages={feed.errors}
        />
      ) : feed.active ? (
        <Form method="post" className="calendar-feed__actions">
          <p>A calendar link is active since {feed.since ? formatDay(feed.since) : 'earlier'}.</p>
          <Button type="submit" name="intent" value="replace-feed" variant="secondary">
            Replace the link
          </Button>{' '}
          <Button type="submit" name="intent" value="stop-feed" variant="danger">
            Stop the feed
          </Button>
          <p className="calendar-feed__note">
            Replacing the link gives you a new one; the old one stops working.
          </p>
        </Form>
      ) : (
        <Form method="post" className="calendar-feed__actions">
          <Button type="submit" name="intent" value="create-feed">
            Create a calendar link
          </Button>
        </Form>
      )}
    </section>
  );
}

import { LOGIN_PATH } from '@shop/domain';
import { BlocksProvider, StoryblokBlocks, useBlocks } from '@shop/cms-blocks';
import type { RegisterSubmitHandler } from '@shop/cms-blocks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { data, useFetcher } from 'react-router';
import { registerCustomer, type RegisterResult } from './register-handler.server';
import { AppLink } from '../shell/app-link';
import { serverApi } from '../platform/api.server';
import { loadPageStory } from '../content/page-story.server';
import { pageMeta } from '../shell/seo';
import type { Route } from './+types/register.route';

const FALLBACK_SEO = {
  title: 'Apply for a trade account',
  description: 'Apply for a trade account to see trade pricing and order by the container.',
  keywords: ['register', 'trade account', 'wholesale'],
};

/** Without its content story the page still has the form: the register block on its own. */
const FALLBACK_CONTENT = { _uid: 'register-form', component: 'register_form' };

// The form is the content story's register block (one form, edited in the CMS with its
// intro); this route gives the block its submit handler, which posts to the action here.
export async function loader() {
  try {
    const story = await loadPageStory('register');
    if (story) return { content: story.content };
  } catch (error) {
    console.error('The register story could not be loaded', error);
  }
  return { content: FALLBACK_CONTENT };
}

export async function action({ request }: Route.ActionArgs) {
  let values: unknown;
  try {
    values = await request.json();
  } catch {
    const result: RegisterResult = { ok: false, errors: ['The application could not be read.'] };
    return data({ result }, 400);
  }
  const result: RegisterResult = await registerCustomer(serverApi(), values);
  return data({ result }, { status: result.ok ? 201 : 400 });
}

// The page keeps its own title whatever the story is called in the CMS.
export const meta: Route.MetaFunction = () => pageMeta(FALLBACK_SEO);

/**
 * The block's handler: posts the checked values to this route's action through a fetcher
 * and answers with the action's result once it is in.
 */
function useRegisterHandler(onRegistered: (email: string) => void): RegisterSubmitHandler {
  const fetcher = useFetcher<typeof action>();
  const waiting = useRef<{ email: string; resolve: (result: RegisterResult) => void } | null>(null);
  useEffect(() => {
    const pending = waiting.current;
    if (fetcher.state !== 'idle' || fetcher.data === undefined || pending === null) return;
    waiting.current = null;
    if (fetcher.data.result.ok) onRegistered(pending.email);
    pending.resolve(fetcher.data.result);
  }, [fetcher.state, fetcher.data, onRegistered]);
  const { submit } = fetcher;
  return useCallback(
    (values) =>
      new Promise<RegisterResult>((resolve) => {
        waiting.current = { email: values.email, resolve };
        void submit({ ...values }, { method: 'post', encType: 'application/json' });
      }),
    [submit],
  );
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const blocks = useBlocks();
  const [registered, setRegistered] = useState<string | null>(null);
  const onRegisterSubmit = useRegisterHandler(setRegistered);
  return (
    <BlocksProvider
      mode={blocks.mode}
      logger={blocks.logger}
      linkComponent={blocks.linkComponent ?? undefined}
      assetBaseUrl={blocks.assetBaseUrl}
      onContactSubmit={blocks.onContactSubmit ?? undefined}
      onNewsletterSubmit={blocks.onNewsletterSubmit ?? undefined}
      onRegisterSubmit={onRegisterSubmit}
    >
      <StoryblokBlocks blocks={loaderData.content} />
      {registered !== null ? (
        <p className="register-next">
          <AppLink to={`${LOGIN_PATH}?email=${encodeURIComponent(registered)}`}>
            Log in to your new account
          </AppLink>
        </p>
      ) : null}
    </BlocksProvider>
  );
}

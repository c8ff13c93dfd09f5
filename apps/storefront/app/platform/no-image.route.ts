import { NO_IMAGE_PATH } from '@shop/domain';
import { redirect } from 'react-router';
import { env } from './env.server';

// behaviour.md#errors: a failed image falls back to /no-image.png. Components write that path
// root-relative, so on the storefront's origin it is sent on to the backend that serves it.
export function loader() {
  return redirect(`${env.publicBackendUrl}${NO_IMAGE_PATH}`, {
    headers: { 'Cache-Control': 'public, max-age=86400' },
  });
}

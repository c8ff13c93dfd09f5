import { fixtureBlock } from '@shop/demo-content';
import {
  EMAIL_INVALID_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PHONE_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
} from '@shop/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  ContactSubmitHandler,
  NewsletterSubmitHandler,
  RegisterSubmitHandler,
} from '../context/form-handlers';
import { StoryblokBlocks } from '../registry/StoryblokBlocks';
import { renderWithBlocks } from '../test/render';
import { NewsletterSignup } from './NewsletterSignup';
import { FORM_UNAVAILABLE_MESSAGE } from './use-schema-form';

describe('contact form block', () => {
  it('checks the fields with the domain rules before calling the app', async () => {
    const user = userEvent.setup();
    const onContactSubmit = vi.fn<ContactSubmitHandler>(() => Promise.resolve());
    renderWithBlocks(<StoryblokBlocks blocks={fixtureBlock('contact_form')} />, {
      onContactSubmit,
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(onContactSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      REQUIRED_MESSAGE,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      EMAIL_INVALID_MESSAGE,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      `0 or +63, then 10 digits ${PHONE_INVALID_MESSAGE}`,
    );
  });

  it('sends trimmed values and shows the block success message', async () => {
    const user = userEvent.setup();
    const onContactSubmit = vi.fn<ContactSubmitHandler>(() => Promise.resolve());
    renderWithBlocks(<StoryblokBlocks blocks={fixtureBlock('contact_form')} />, {
      onContactSubmit,
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Maria Santos ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@casadesign.ph');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Quote for 40 dining chairs');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(onContactSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Maria Santos',
      email: 'maria@casadesign.ph',
      phone: '',
      company: '',
      message: 'Quote for 40 dining chairs',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('our trade team will be in touch');
  });

  it('lists the errors the app returns, and says so when the app gave no handler', async () => {
    const user = userEvent.setup();
    const fill = async () => {
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@casadesign.ph');
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
      await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    };
    const failing = renderWithBlocks(<StoryblokBlocks blocks={fixtureBlock('contact_form')} />, {
      onContactSubmit: () =>
        Promise.resolve({ ok: false, errors: ['Email is blocked', 'Try again later'] }),
    });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is blockedTry again later');
    failing.unmount();
    const missing = renderWithBlocks(<StoryblokBlocks blocks={fixtureBlock('contact_form')} />);
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_UNAVAILABLE_MESSAGE);
    expect(missing.logger.error).toHaveBeenCalledOnce();
  });

  it('logs a thrown error and shows the generic message', async () => {
    const user = userEvent.setup();
    const { logger } = renderWithBlocks(<StoryblokBlocks blocks={fixtureBlock('contact_form')} />, {
      onContactSubmit: () => Promise.reject(new Error('network down')),
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@casadesign.ph');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
    expect(logger.error).toHaveBeenCalledWith('The contact form could not be sent', {
      error: expect.any(Error) as unknown,
    });
  });
});

describe('register form block', () => {
  it('applies domain registrationSchema, and sends the registration without confirmPassword', async () => {
    const user = userEvent.setup();
    const onRegisterSubmit = vi.fn<RegisterSubmitHandler>(() =>
      Promise.resolve({ ok: true, message: 'Application received' }),
    );
    renderWithBlocks(<StoryblokBlocks blocks={fixtureBlock('register_form')} />, {
      onRegisterSubmit,
    });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Santos');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Casa Design Co.');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '09171234567');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@casadesign.ph');
    await user.type(screen.getByLabelText('Password *'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password *'), 'correct hose');
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(onRegisterSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Confirm password *')).toHaveAccessibleDescription(
      PASSWORDS_DO_NOT_MATCH_MESSAGE,
    );
    await user.clear(screen.getByLabelText('Confirm password *'));
    await user.type(screen.getByLabelText('Confirm password *'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(onRegisterSubmit).toHaveBeenCalledExactlyOnceWith({
      email: 'maria@casadesign.ph',
      first_name: 'Maria',
      last_name: 'Santos',
      company: 'Casa Design Co.',
      phone: '09171234567',
      password: 'correct horse',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Application received');
  });
});

describe('NewsletterSignup', () => {
  it('sends a valid email to the app and shows the message it returns', async () => {
    const user = userEvent.setup();
    const onNewsletterSubmit = vi.fn<NewsletterSubmitHandler>(() =>
      Promise.resolve({ message: 'Almost finished... please confirm your email' }),
    );
    renderWithBlocks(<NewsletterSignup />, { onNewsletterSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'buyer@trade.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The form submits once its debounced (500 ms) validation has settled.
    await waitFor(() => {
      expect(onNewsletterSubmit).toHaveBeenCalledExactlyOnceWith('buyer@trade.example');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Almost finished');
  });

  it('logs a failed signup', async () => {
    const user = userEvent.setup();
    const { logger } = renderWithBlocks(<NewsletterSignup />, {
      onNewsletterSubmit: () => Promise.reject(new Error('jsonp timeout')),
    });
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'buyer@trade.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => {
      expect(logger.error).toHaveBeenCalledWith('Newsletter signup failed', {
        error: expect.any(Error) as unknown,
      });
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

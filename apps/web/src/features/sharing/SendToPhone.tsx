/**
 * "Send to phone" (SPEC §7 POST sms): texts the deck's link — or, with `link="speaker"`, a new phone remote — to a
 * number with its country code. The server validates the number and limits texts per user; its field error shows
 * under the input, other failures as a notification. Shown only to people who may present the deck.
 */
import { useState } from 'react';
import { MESSAGES, SMS_PHONE_MAX, type SmsLinkKind } from '@podium/shared';
import { ApiError } from '../../api/client';
import { sendSms } from '../../api/discovery';
import { Button } from '../../components/Button';
import { FormError, TextField } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { useForm } from '../../forms/useForm';
import './SendToPhone.css';

const PHONE_SHAPE = /^\s*(\+|00)[\d\s().-]{6,}$/;
const phoneError = (value: string) => (PHONE_SHAPE.test(value) ? null : MESSAGES.smsPhoneInvalid);

export interface SendToPhoneProps {
  deckId: number;
  link: SmsLinkKind;
  /** The private link a deck text carries. */
  accessTokenId?: number | null;
  /** Called after a text was queued (the speaker-link list refreshes). */
  onSent?: () => void;
}

/** The form: one phone number field and a Send button. */
export function SendToPhone({ deckId, link, accessTokenId = null, onSent }: SendToPhoneProps) {
  const notify = useNotify();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ phone: { required: true, max: SMS_PHONE_MAX, validate: phoneError } });
  return (
    <form className="send-to-phone" noValidate data-testid={`send-to-phone-${link}`} onSubmit={form.onSubmit(async (values) => {
      setSentTo(null);
      try {
        const sent = await sendSms(deckId, { phone: values.phone, link, access_token_id: accessTokenId });
        setSentTo(sent.message);
        form.reset({ phone: '' });
        onSent?.();
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) throw error; // shown under the field
        notify(error instanceof ApiError && error.status === 429 ? error.message : MESSAGES.smsFailed, { negative: true });
      }
    })}>
      <TextField {...form.field('phone')} type="tel" inputMode="tel" autoComplete="tel"
        label={link === 'speaker' ? 'Text a phone remote to' : 'Text this link to a phone'}
        hint="With the country code, for example +1 415 555 0100." testId="sms-phone" />
      <FormError message={form.formError} />
      {sentTo && <p className="alert alert--success" role="status" data-testid="sms-sent">{sentTo}</p>}
      <div className="form-actions">
        <Button type="submit" loading={form.submitting} testId="sms-send">Send text</Button>
      </div>
    </form>
  );
}

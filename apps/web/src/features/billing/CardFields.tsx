/**
 * The card number, expiry and security code fields (SPEC §5 card rules, checked live with the shared validators):
 * the detected card type shows beside the number, the entry caps apply while typing, errors sit at each field.
 */
import { CARD_TYPE_NAMES, cardTypeOf } from '@podium/shared';
import { TextField } from '../../components/TextField';
import type { FieldBinding } from '../../forms/useForm';
import './billing.css';

interface Props {
  number: FieldBinding;
  expiry: FieldBinding;
  cvc: FieldBinding;
  /** Prefix of the data-testids (e.g. "upgrade" → "upgrade-card-number"). */
  testPrefix: string;
}

/** The three card inputs. */
export function CardFields({ number, expiry, cvc, testPrefix }: Props) {
  const type = cardTypeOf(number.value);
  return (
    <fieldset className="card-fields">
      <legend className="visually-hidden">Card</legend>
      <TextField
        {...number}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        hint={type ? `${CARD_TYPE_NAMES[type]} card` : 'Digits only, as printed on the card.'}
        testId={`${testPrefix}-card-number`}
      />
      <div className="card-fields__row">
        <TextField
          {...expiry}
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          testId={`${testPrefix}-card-expiry`}
        />
        <TextField
          {...cvc}
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          hint={type === 'amex' ? '3 or 4 digits' : '3 digits'}
          testId={`${testPrefix}-card-cvc`}
        />
      </div>
    </fieldset>
  );
}

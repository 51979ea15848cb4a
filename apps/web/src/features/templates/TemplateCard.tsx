/** A card of the templates popup: a slide picture, a title and a line of detail; the whole card is one button. */
import type { ReactNode } from 'react';
import { LazySlidePicture } from './LazySlidePicture';

export interface TemplateCardProps {
  title: string;
  detail?: ReactNode;
  slide: unknown;
  color: string | null | undefined;
  font: string | null | undefined;
  width: number;
  height: number;
  busy?: boolean;
  disabled?: boolean;
  testId?: string;
  onPick(): void;
}

/** TemplateCard. */
export function TemplateCard({ title, detail, slide, busy, disabled, testId, onPick, ...picture }: TemplateCardProps) {
  return (
    <li className="tpl-card">
      <button type="button" className="tpl-card__button" onClick={onPick} disabled={disabled} aria-busy={busy || undefined} data-testid={testId}>
        <span className="tpl-card__picture" style={{ aspectRatio: `${picture.width} / ${picture.height}` }}>
          <LazySlidePicture slide={slide} {...picture} />
          {busy && <span className="tpl-card__busy"><span className="spinner" aria-hidden="true" /></span>}
        </span>
        <span className="tpl-card__title">{title}</span>
        {detail && <span className="tpl-card__detail">{detail}</span>}
      </button>
    </li>
  );
}

/** Template preview (SPEC §2): the template's slides as thumbnails, its description, and "Use this template". */
import type { DeckTemplateJson } from '@podium/shared';
import { Button } from '../../components/Button';
import { LazySlidePicture } from './LazySlidePicture';

export interface TemplatePreviewProps {
  template: DeckTemplateJson;
  busy: boolean;
  onBack(): void;
  onUse(): void;
}

/** TemplatePreview. */
export function TemplatePreview({ template, busy, onBack, onUse }: TemplatePreviewProps) {
  const picture = { color: template.theme_color, font: template.theme_font, width: template.width, height: template.height };
  const [first, ...rest] = template.slides;
  return (
    <section className="tpl-preview" aria-label={`${template.title} template preview`} data-testid="template-preview">
      <div className="tpl-preview__bar">
        <Button variant="ghost" size="sm" onClick={onBack} testId="template-preview-back">
          ← All templates
        </Button>
        <Button variant="primary" onClick={onUse} loading={busy} disabled={busy} testId="use-template" data-autofocus>
          Use this template
        </Button>
      </div>
      <div className="tpl-preview__main">
        <div className="tpl-preview__hero" style={{ aspectRatio: `${template.width} / ${template.height}` }}>
          <LazySlidePicture slide={first} {...picture} />
        </div>
        <div className="tpl-preview__about">
          <h3>{template.title}</h3>
          <p className="muted">{template.description}</p>
          <p className="tpl-preview__meta">
            {template.slide_count} {template.slide_count === 1 ? 'slide' : 'slides'} · {template.theme_color} · {template.theme_font}
          </p>
        </div>
      </div>
      {rest.length > 0 && (
        <ol className="tpl-preview__slides" aria-label="Slides">
          {template.slides.map((slide, i) => (
            <li key={i} style={{ aspectRatio: `${template.width} / ${template.height}` }} aria-label={`Slide ${i + 1}`}>
              <LazySlidePicture slide={slide} {...picture} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

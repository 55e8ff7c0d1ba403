import { useState, type FormEvent } from 'react';
import {
  FEED_FORMATS,
  FEED_PRICE_KINDS,
  MAX_MARKUP_PERCENT,
  type FeedFilters,
  type FeedFormat,
  type FeedPrice,
  type FeedPriceKind,
} from '@shop/domain/api/feeds.ts';
import { LANGUAGES, isLanguage, type Language } from '@shop/domain/shops.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { SelectField, TextField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useCreateFeed } from '#web/features/account/api/feeds.ts';
import { FeedFilterFields } from './feed-filter-fields.tsx';

export const FORMAT_TEXT = {
  csv: 'feeds.format.csv',
  json: 'feeds.format.json',
  google: 'feeds.format.google',
} as const satisfies Record<FeedFormat, string>;

const PRICE_TEXT = {
  purchase: 'feeds.price.purchase',
  retail: 'feeds.price.retail',
  markup: 'feeds.price.markup',
} as const satisfies Record<FeedPriceKind, string>;

const NO_FILTERS: FeedFilters = {
  producers: [],
  themes: [],
  productTypes: [],
  categories: [],
  inStockOnly: false,
  preorders: 'with',
  newSince: null,
};

/** The price choice of the form, or undefined when the markup is no whole percent in range. */
function priceOf(kind: FeedPriceKind, percent: string): FeedPrice | undefined {
  if (kind !== 'markup') return { kind };
  if (!/^\d{1,4}$/.test(percent.trim())) return undefined;
  const value = Number(percent.trim());
  return value <= MAX_MARKUP_PERCENT ? { kind, percent: value } : undefined;
}

interface Settings {
  format: FeedFormat;
  language: Language;
  priceKind: FeedPriceKind;
  percent: string;
}

/** The feed's format, language and price choice, with the markup in percent when chosen. */
function SettingsFields({
  settings,
  onChange,
  percentError,
}: {
  settings: Settings;
  onChange: (settings: Settings) => void;
  percentError: string | undefined;
}) {
  const { t } = useTranslation('account');
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    onChange({ ...settings, [key]: value });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('feeds.format')}
        value={settings.format}
        onChange={(event) => set('format', event.currentTarget.value as FeedFormat)}
      >
        {FEED_FORMATS.map((one) => (
          <option key={one} value={one}>
            {t(FORMAT_TEXT[one])}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('feeds.language')}
        value={settings.language}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLanguage(chosen)) set('language', chosen);
        }}
      >
        {LANGUAGES.map((one) => (
          <option key={one} value={one}>
            {t(`profile.languageName.${one}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('feeds.price')}
        value={settings.priceKind}
        onChange={(event) => set('priceKind', event.currentTarget.value as FeedPriceKind)}
      >
        {FEED_PRICE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(PRICE_TEXT[kind])}
          </option>
        ))}
      </SelectField>
      {settings.priceKind === 'markup' && (
        <TextField
          label={t('feeds.markupPercent')}
          inputMode="numeric"
          required
          value={settings.percent}
          onChange={(event) => set('percent', event.currentTarget.value)}
          error={percentError}
        />
      )}
    </div>
  );
}

/** Name, format, language, filters and price of a new feed; its address is shown once above. */
export function FeedForm({
  customerNumber,
  onMade,
}: {
  customerNumber: string;
  onMade: (address: string) => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useShellParams();
  const errorMessage = useErrorMessage();
  const creation = useCreateFeed(customerNumber);
  const [name, setName] = useState('');
  const [settings, setSettings] = useState<Settings>({
    format: 'google',
    language,
    priceKind: 'retail',
    percent: '30',
  });
  const [filters, setFilters] = useState<FeedFilters>(NO_FILTERS);
  const [problem, setProblem] = useState<'name' | 'percent' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = priceOf(settings.priceKind, settings.percent);
    const invalid = name.trim() === '' ? 'name' : price === undefined ? 'percent' : null;
    setProblem(invalid);
    if (invalid !== null || price === undefined) return;
    const { format, language: feedLanguage } = settings;
    creation.mutate(
      { name: name.trim(), format, language: feedLanguage, filters, price },
      {
        onSuccess: (made) => {
          setName('');
          setFilters(NO_FILTERS);
          onMade(made.address);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        label={t('feeds.name')}
        required
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={problem === 'name' ? t('feeds.nameRequired') : undefined}
      />
      <SettingsFields
        settings={settings}
        onChange={setSettings}
        percentError={problem === 'percent' ? t('feeds.markupInvalid') : undefined}
      />
      <FeedFilterFields filters={filters} onChange={setFilters} />
      {creation.isError && <Notice tone="error">{errorMessage(creation.error)}</Notice>}
      <button type="submit" className={buttonClasses()} disabled={creation.isPending}>
        {t('feeds.create')}
      </button>
    </form>
  );
}

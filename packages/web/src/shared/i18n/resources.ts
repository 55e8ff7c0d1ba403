import type en from '../../../../server/src/i18n/messages/en.json';

/**
 * The shape of the translations: en is complete, so its keys are the keys of every language.
 * The JSON files live with the server, which serves them (GET /loca/getLanguage/{lang}).
 */
export type Resources = typeof en;

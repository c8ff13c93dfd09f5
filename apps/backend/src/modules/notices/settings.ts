import type { Config } from '../../env';

/** What writing a notice needs of the configuration. */
export interface NoticeSettings {
  storefrontUrl: string;
  /** NOTICE_MOVED_DAYS: how far a departure or arrival must move before the buyer is told. */
  movedDays: number;
}

export const noticeSettings = (config: Config): NoticeSettings => ({
  storefrontUrl: config.STOREFRONT_URL,
  movedDays: config.NOTICE_MOVED_DAYS,
});

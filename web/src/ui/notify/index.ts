export { NotificationProvider, useNotify, NOTIFY_DURATION, type Notify, type NotifyOptions } from './notification-provider';
export { Notice, type NoticeProps } from './notice';

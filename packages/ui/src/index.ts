// @vonk/ui public API: explicit named exports, grouped by section.

// --- Tokens ---
export type { BrandTokens, Breakpoint, SpaceToken, TokenMap, VonkTheme } from './tokens/index.ts';
export {
  vonkBrand,
  nachtBrand,
  breakpoints,
  space,
  zIndex,
  motion,
  ref,
  resolveToken,
  createTheme,
  themeToCss,
  themeToStyle,
  tokensToCss,
  highContrastOf,
  highContrastColors,
  HIGH_CONTRAST_MIN,
  vonkTheme,
  nachtTheme,
  contrastPairs,
  contrastRatio,
} from './tokens/index.ts';

// --- Theme ---
export type {
  VonkProviderProps,
  MotionEnvironment,
  DisplaySettings,
  TextSizePercent,
} from './theme/index.ts';
export {
  VonkProvider,
  GlobalStyle,
  media,
  shouldReduceMotion,
  readMotionEnvironment,
  STANDARD_DISPLAY,
  applyDisplaySettings,
  reducedMotionOn,
} from './theme/index.ts';

// --- Basics ---
export type { VisuallyHiddenProps } from './components/VisuallyHidden/index.ts';
export { VisuallyHidden } from './components/VisuallyHidden/index.ts';
export type {
  LinkProps,
  LinkProviderProps,
  RouterLinkComponent,
  RouterLinkProps,
} from './components/Link/index.ts';
export { Link, LinkProvider, useRouterLink, isExternalHref } from './components/Link/index.ts';
export type { IconProps, IconName, SubscriptionIconType } from './components/Icon/index.ts';
export { Icon, iconNames, subscriptionIconName } from './components/Icon/index.ts';

// --- Layout ---
export type { StackProps } from './components/Stack/index.ts';
export { Stack } from './components/Stack/index.ts';
export type { GridProps } from './components/Grid/index.ts';
export { Grid } from './components/Grid/index.ts';
export type { CardProps } from './components/Card/index.ts';
export { Card } from './components/Card/index.ts';
export type { SectionProps } from './components/Section/index.ts';
export type { FocusTargetProps } from './components/FocusTarget/index.ts';
export {
  FOCUS_TARGET,
  FocusTarget,
  focusArrival,
  useFocusWhen,
} from './components/FocusTarget/index.ts';
export { Section } from './components/Section/index.ts';

// --- Shell ---
export type { AppShellProps } from './components/AppShell/index.ts';
export { AppShell } from './components/AppShell/index.ts';
export type { HeaderProps, HeaderAgent, HeaderSubscription } from './components/Header/index.ts';
export { Header } from './components/Header/index.ts';
export type { FooterProps, FooterLink, FooterLinkGroup } from './components/Footer/index.ts';
export { Footer } from './components/Footer/index.ts';
export type { PageHeaderProps } from './components/PageHeader/index.ts';
export { PageHeader } from './components/PageHeader/index.ts';
export type { LoadingBarProps, LoadingBarState } from './components/LoadingBar/index.ts';
export { LoadingBar } from './components/LoadingBar/index.ts';
export type { AgentBannerProps } from './components/AgentBanner/index.ts';
export { AgentBanner } from './components/AgentBanner/index.ts';

// --- Navigation ---
export type { MainNavigationProps, NavItem, NavGroup } from './components/MainNavigation/index.ts';
export { MainNavigation, isCurrentUrl } from './components/MainNavigation/index.ts';
export type { BreadcrumbsProps, BreadcrumbItem } from './components/Breadcrumbs/index.ts';
export { Breadcrumbs } from './components/Breadcrumbs/index.ts';
export type {
  LocalNavigationProps,
  LocalNavigationLink,
} from './components/LocalNavigation/index.ts';
export { LocalNavigation } from './components/LocalNavigation/index.ts';

// --- Actions ---
export type {
  ButtonProps,
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonVariant,
  ButtonSize,
} from './components/Button/index.ts';
export { Button } from './components/Button/index.ts';

// --- Feedback ---
export type { SpinnerProps } from './components/Spinner/index.ts';
export { Spinner } from './components/Spinner/index.ts';
export type { AlertProps, AlertTone } from './components/Alert/index.ts';
export { Alert } from './components/Alert/index.ts';
export type { InlineMessageProps, InlineMessageTone } from './components/InlineMessage/index.ts';
export { InlineMessage } from './components/InlineMessage/index.ts';
export type { ExplainerVideoProps } from './components/ExplainerVideo/index.ts';
export { ExplainerVideo } from './components/ExplainerVideo/index.ts';
export type { PriceChangeCalloutProps } from './components/PriceChangeCallout/index.ts';
export { PriceChangeCallout } from './components/PriceChangeCallout/index.ts';
export type { ErrorStateProps } from './components/ErrorState/index.ts';
export { ErrorState } from './components/ErrorState/index.ts';
export type { EmptyStateProps } from './components/EmptyState/index.ts';
export { EmptyState } from './components/EmptyState/index.ts';
export type { SkeletonProps } from './components/Skeleton/index.ts';
export { Skeleton } from './components/Skeleton/index.ts';
export type { BadgeProps, BadgeTone } from './components/Badge/index.ts';
export type { BarChartProps, BarChartSeries } from './components/BarChart/index.ts';
export { BarChart } from './components/BarChart/index.ts';
export { Badge } from './components/Badge/index.ts';
export type { StatusTagProps } from './components/StatusTag/index.ts';
export { StatusTag } from './components/StatusTag/index.ts';
export type { TrackerProps, TrackerStep, TrackerStepState } from './components/Tracker/index.ts';
export { Tracker } from './components/Tracker/index.ts';

// --- Overlays ---
export type { DialogProps } from './components/Dialog/index.ts';
export { Dialog } from './components/Dialog/index.ts';
export type { ModalProps } from './components/Modal/index.ts';
export { Modal, preloadOverlay } from './components/Modal/index.ts';
export type { DrawerProps } from './components/Drawer/index.ts';
export { Drawer } from './components/Drawer/index.ts';
export type { PopoverProps } from './components/Popover/index.ts';
export { Popover } from './components/Popover/index.ts';
export type { MenuProps, MenuItemDefinition } from './components/Menu/index.ts';
export { Menu } from './components/Menu/index.ts';
export type { ToastProviderProps, ToastApi, ToastOptions } from './components/Toast/index.ts';
export { ToastProvider, useToast } from './components/Toast/index.ts';
export type { AnnouncerProviderProps, Announce, Politeness } from './components/Announcer/index.ts';
export { AnnouncerProvider, useAnnounce } from './components/Announcer/index.ts';

// --- Formatters ---
export type {
  AddressLineInput,
  DateFormatOptions,
  DateInput,
  DateRangeOptions,
  FormatEuroOptions,
  OpeningHoursText,
  WeekOpeningHours,
} from './formatters/index.ts';
export {
  formatAddressLine,
  formatEuro,
  formatEuroForScreenReader,
  formatNumber,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateInText,
  formatDateLong,
  formatDateRange,
  formatMoment,
  formatMonth,
  formatTime,
  startOfWeek,
  formatIban,
  formatPhoneNumber,
  serviceHoursText,
} from './formatters/index.ts';

// --- Forms (owned by the forms/data-display helper) ---
export type { FieldRule } from './components/Field/fieldRule.ts';
export type { TextFieldProps } from './components/TextField/index.ts';
export { TextField } from './components/TextField/index.ts';
export type { PasswordFieldProps } from './components/PasswordField/index.ts';
export { PasswordField } from './components/PasswordField/index.ts';
export type { SelectProps, SelectOption } from './components/Select/index.ts';
export { Select } from './components/Select/index.ts';
export type { CheckboxProps } from './components/Checkbox/index.ts';
export { Checkbox } from './components/Checkbox/index.ts';
export type { CheckboxGroupProps } from './components/CheckboxGroup/index.ts';
export { CheckboxGroup } from './components/CheckboxGroup/index.ts';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup/index.ts';
export { RadioGroup, Radio } from './components/RadioGroup/index.ts';
export type { SwitchProps } from './components/Switch/index.ts';
export { Switch } from './components/Switch/index.ts';
export type { DateFieldProps, DateParts } from './components/DateField/index.ts';
export { DateField, DATE_ERROR, datePartsToIso } from './components/DateField/index.ts';
export type { FieldsetProps } from './components/Fieldset/index.ts';
export { Fieldset } from './components/Fieldset/index.ts';
export type { FormErrorSummaryProps, FormError } from './components/FormErrorSummary/index.ts';
export { FormErrorSummary } from './components/FormErrorSummary/index.ts';
export type { PhoneFieldProps } from './components/PhoneField/index.ts';
export { PhoneField } from './components/PhoneField/index.ts';
export type { PostcodeFieldProps } from './components/PostcodeField/index.ts';
export { PostcodeField, POSTCODE_ERROR } from './components/PostcodeField/index.ts';
export type {
  HouseNumberFieldProps,
  HouseNumberAdditionFieldProps,
} from './components/HouseNumberField/index.ts';
export {
  HouseNumberField,
  HouseNumberAdditionField,
  HOUSE_NUMBER_ERROR,
  HOUSE_NUMBER_ADDITION_ERROR,
} from './components/HouseNumberField/index.ts';
export type {
  AddressFieldsProps,
  AddressRules,
  AddressInput,
  AddressLookup,
  AddressStatus,
  FoundAddress,
} from './components/AddressFields/index.ts';
export {
  AddressFields,
  UNKNOWN_ADDRESS_MESSAGE,
  SAME_ADDRESS_MESSAGE,
  LOOKUP_FAILED_MESSAGE,
} from './components/AddressFields/index.ts';
export type { IbanFieldProps } from './components/IbanField/index.ts';
export { IbanField, IBAN_ERROR } from './components/IbanField/index.ts';

// --- Data display (owned by the forms/data-display helper) ---
export type {
  DescriptionListProps,
  DescriptionListItem,
} from './components/DescriptionList/index.ts';
export { DescriptionList } from './components/DescriptionList/index.ts';
export type { TableProps, TableColumn } from './components/Table/index.ts';
export { Table } from './components/Table/index.ts';
export type { ActionListProps, ActionListItemProps } from './components/ActionList/index.ts';
export { ActionList, ActionListItem } from './components/ActionList/index.ts';
export type { PaginationProps } from './components/Pagination/index.ts';
export { Pagination, pageCount, pageItems } from './components/Pagination/index.ts';
export type { TabsProps, TabItem } from './components/Tabs/index.ts';
export { Tabs } from './components/Tabs/index.ts';
export type { AccordionProps, AccordionItem } from './components/Accordion/index.ts';
export { Accordion } from './components/Accordion/index.ts';
export type { PriceTagProps } from './components/PriceTag/index.ts';
export { PriceTag } from './components/PriceTag/index.ts';
export type { DownloadButtonProps } from './components/DownloadButton/index.ts';
export { DownloadButton, DOWNLOAD_FAILED_MESSAGE } from './components/DownloadButton/index.ts';
export type { ProgressBarProps } from './components/ProgressBar/index.ts';
export { ProgressBar } from './components/ProgressBar/index.ts';

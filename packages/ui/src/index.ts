// The public surface of @allas/ui: explicit named exports only, grouped by area. Each group keeps its
// header so components can be added to a group without touching the others. Keep the blank line
// after each header: it makes the header a chunk boundary, so Biome sorts exports within a group.

// Reset and document defaults (Inter on html/body, form controls inherit the font, motion switch).
import './css/global.css';

// Layout and type

export { Box, type BoxElement, type BoxProps, boxElements } from './components/Box';
export {
  Column,
  type ColumnProps,
  Columns,
  type ColumnsAlignY,
  type ColumnsProps,
  type ColumnWidth,
  columnsAlignsY,
  columnWidths,
} from './components/Columns';
export {
  Container,
  type ContainerElement,
  type ContainerProps,
  type ContainerWidth,
  containerElements,
  containerWidths,
} from './components/Container';
export {
  Divider,
  type DividerOrientation,
  type DividerProps,
  type DividerTone,
  dividerOrientations,
  dividerTones,
} from './components/Divider';
export {
  Heading,
  type HeadingAlign,
  type HeadingLevel,
  type HeadingProps,
  type HeadingTone,
  headingAligns,
  headingLevels,
  headingTones,
} from './components/Heading';
export {
  Icon,
  type IconName,
  type IconProps,
  type IconSize,
  type IconTone,
  iconNames,
  iconSizes,
  iconTones,
} from './components/Icon';
export {
  type CollapseBreakpoint,
  collapseBreakpoints,
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineElement,
  type InlineProps,
  inlineAligns,
  inlineAlignsY,
  inlineElements,
} from './components/Inline';
export {
  Link,
  type LinkProps,
  type LinkTone,
  type LinkWeight,
  linkTones,
  linkWeights,
} from './components/Link';
export {
  Stack,
  type StackAlign,
  type StackElement,
  type StackProps,
  stackAligns,
  stackElements,
} from './components/Stack';
export {
  Text,
  type TextAlign,
  type TextElement,
  type TextMaxLines,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textAligns,
  textElements,
  textMaxLines,
  textSizes,
  textTones,
  textWeights,
} from './components/Text';

// Actions

export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
  buttonSizes,
  buttonTypes,
  buttonVariants,
} from './components/Button';
export { ButtonLink, type ButtonLinkProps } from './components/ButtonLink';
export { IconButton, type IconButtonProps } from './components/IconButton';

// Forms

export { Checkbox, type CheckboxProps } from './components/Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupOption,
  type CheckboxGroupProps,
} from './components/CheckboxGroup';
export {
  bytesPerMegabyte,
  type DropzoneFile,
  FileDropzone,
  type FileDropzoneProps,
  type FileDropzoneState,
  type FileDropzoneStrings,
  fileDropzoneStates,
} from './components/FileDropzone';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export {
  PhoneInput,
  type PhoneInputProps,
  type PhoneRegion,
  phoneRegions,
} from './components/PhoneInput';
export { RadioGroup, type RadioGroupOption, type RadioGroupProps } from './components/RadioGroup';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Switch, type SwitchProps } from './components/Switch';
export { TextArea, type TextAreaProps } from './components/TextArea';
export {
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './components/TextField';

// Feedback

export { Alert, type AlertProps, type AlertTone, alertTones } from './components/Alert';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export {
  Skeleton,
  type SkeletonLines,
  SkeletonLoadingText,
  type SkeletonProps,
  type SkeletonShape,
  type SkeletonSize,
  skeletonLines,
  skeletonShapes,
  skeletonSizes,
} from './components/Skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './components/Spinner';
export {
  maxToasts,
  type ToastApi,
  type ToastOptions,
  type ToastType,
  toastTypes,
  toastWidth,
  useToast,
} from './components/Toast';

// Overlays

export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
  confirmDialogTones,
} from './components/ConfirmDialog';
export {
  Modal,
  ModalClose,
  type ModalCloseProps,
  type ModalProps,
  type ModalSize,
  modalSizes,
} from './components/Modal';

// Navigation

export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './components/Breadcrumbs';
export { CookieConsentBar, type CookieConsentBarProps } from './components/CookieConsentBar';
export { LanguageSwitch, type LanguageSwitchProps } from './components/LanguageSwitch';
export { Pagination, type PaginationProps } from './components/Pagination';
export {
  SiteFooter,
  type SiteFooterColumn,
  type SiteFooterLink,
  type SiteFooterProps,
  type SiteFooterSocialLink,
} from './components/SiteFooter';
export { SiteHeader, type SiteHeaderNavItem, type SiteHeaderProps } from './components/SiteHeader';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs';
export { UserMenu, type UserMenuItem, type UserMenuProps } from './components/UserMenu';
export {
  Wordmark,
  type WordmarkProps,
  type WordmarkSize,
  type WordmarkTone,
  wordmarkSizes,
  wordmarkTones,
} from './components/Wordmark';

// Domain

export {
  Banner,
  type BannerPlacement,
  type BannerProps,
  bannerPlacements,
} from './components/Banner';
export {
  BlogCard,
  type BlogCardHeadingLevel,
  type BlogCardProps,
  blogCardHeadingLevels,
} from './components/BlogCard';
export {
  CallToActionBox,
  type CallToActionBoxProps,
  type CallToActionHeadingLevel,
  type CallToActionTone,
  callToActionHeadingLevels,
  callToActionTones,
} from './components/CallToActionBox';
export {
  Carousel,
  type CarouselProps,
  classifyGesture,
  type Gesture,
  gestures,
  holdDuration,
  longTapDuration,
  type PointerTravel,
  swipeTolerance,
  tapTolerance,
} from './components/Carousel';
export { CategoryTile, type CategoryTileProps } from './components/CategoryTile';
export {
  CompanyCard,
  type CompanyCardHeadingLevel,
  type CompanyCardProps,
  type CompanySizeBand,
  companyCardHeadingLevels,
  companySizeBands,
  type FollowState,
  followStates,
} from './components/CompanyCard';
export {
  CompanyFilterBar,
  type CompanyFilterBarProps,
  type CompanyFilterLabels,
  type CompanyFilterValue,
  emptyCompanyFilter,
} from './components/CompanyFilterBar';
export {
  CompanyHero,
  type CompanyHeroHeadingLevel,
  type CompanyHeroProps,
  companyHeroHeadingLevels,
} from './components/CompanyHero';
export {
  type CategoryFilterOption,
  countActiveFilters,
  emptyJobFilters,
  type FilterOption,
  FilterPanel,
  type FilterPanelCollapse,
  type FilterPanelHeadingLevel,
  type FilterPanelProps,
  type FilterPanelStrings,
  filterPanelCollapses,
  filterPanelHeadingLevels,
  type JobFilterLabels,
  type JobFilterOptions,
  type JobFilterValue,
} from './components/FilterPanel';
export {
  formatMoney,
  formatMoneyRange,
  JobCard,
  type JobCardHeadingLevel,
  type JobCardLayout,
  type JobCardPromotion,
  type JobCardProps,
  type JobCardStrings,
  type JobSalary,
  type JobStatus,
  jobCardHeadingLevels,
  jobCardLayouts,
  jobCardPromotions,
  type SalaryBasis,
  type SalaryCurrency,
  type SalaryPeriod,
  salaryBases,
  salaryCurrencies,
  salaryPeriods,
} from './components/JobCard';
export { JobFacts, type JobFactsProps, type JobFactsStrings } from './components/JobFacts';
export { type Office, OfficeList, type OfficeListProps } from './components/OfficeList';
export {
  SalaryBreakdown,
  type SalaryBreakdownProps,
  type SalaryBreakdownRow,
  type SalaryBreakdownStrings,
  type SalaryRowKind,
  salaryRowKinds,
} from './components/SalaryBreakdown';
export {
  SearchBar,
  type SearchBarMode,
  type SearchBarProps,
  type SearchBarValues,
  searchBarModes,
} from './components/SearchBar';
export {
  TagPill,
  type TagPillLinkProps,
  type TagPillProps,
  type TagPillStaticProps,
  type TagPillToggleProps,
  type TagPillTone,
  tagPillTones,
} from './components/TagPill';
export { Testimonial, type TestimonialProps } from './components/Testimonial';
export {
  type CompanyValue,
  ValueBoxes,
  type ValueBoxesHeadingLevel,
  type ValueBoxesProps,
  valueBoxesHeadingLevels,
} from './components/ValueBoxes';

// Share and map

export {
  ClusterMarker,
  type ClusterMarkerProps,
  type ClusterTone,
  clusterMarkerSize,
  clusterMaxZoom,
  clusterRadius,
  clusterTone,
  clusterTones,
} from './components/ClusterMarker';
export { OfficeMap, type OfficeMapProps } from './components/OfficeMap';
export {
  buildShareUrl,
  mainShareNetworks,
  popupGeometry,
  ShareButton,
  type ShareButtonProps,
  ShareButtons,
  type ShareButtonsProps,
  type ShareContent,
  type ShareNetwork,
  shareNetworks,
  sharePopupHeight,
  sharePopupPollInterval,
  sharePopupWidth,
  watchPopupClose,
} from './components/ShareButtons';

// Tokens and themes

export { type Breakpoint, breakpointNames, breakpoints } from './css/breakpoints';
export { type ThemeClassName, type ThemeName, themeNames, themes } from './themes/names';
export { cssVarPrefix, vars } from './tokens/contract.css';
export { type Space, spaceNames } from './tokens/scales';
export type {
  ActionTokens,
  BadgeTokens,
  FeedbackTokens,
  TokenOverride,
  Tokens,
} from './tokens/tokens';

// Provider

export type { ChromeStrings } from './provider/chromeStrings';
export { useThemeClassName } from './provider/hooks';
export type { LinkComponent, LinkComponentProps } from './provider/linkComponent';
export { type Locale, localeNames, locales } from './provider/locales';
export { defaultToastDuration, UiProvider, type UiProviderProps } from './provider/UiProvider';
export { UiTestProvider, type UiTestProviderProps } from './provider/UiTestProvider';
export { useChromeStrings } from './provider/useChromeStrings';

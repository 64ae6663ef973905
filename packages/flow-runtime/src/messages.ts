import { toPersianDigits } from "@ceremony/persian-text";
import type { FlowStepKind } from "./core/stepKinds";
import type { FlowKind } from "./core/types";

/** Every Persian text this package shows; apps reuse them (e.g. `loadFailed` in a toast) rather than retyping. */
export const messages = {
  flowTitle: {
    legalProfile: "تکمیل پروفایل حقوقی",
    service: "افزودن خدمت",
  } satisfies Record<FlowKind, string>,
  /**
   * The title while saved content loads: it may open as an edit or as a flow left half-way, so until its steps
   * arrive the title names only what it is about (neither «افزودن» nor «ویرایش», which could be wrong).
   */
  pendingTitle: {
    legalProfile: "پروفایل حقوقی",
    service: "خدمت",
  } satisfies Record<FlowKind, string>,
  /** The title when the flow opened on content whose every step was saved (see `FlowState.editing`). */
  editTitle: {
    legalProfile: "ویرایش پروفایل حقوقی",
    service: "ویرایش خدمت",
  } satisfies Record<FlowKind, string>,
  /** Shown only when the server sends a step without a title. */
  defaultStepTitle: {
    FORM: "اطلاعات اصلی",
    LEGAL_FORM: "اطلاعات حقوقی",
    PRICE_SERVICE: "قیمت خدمات",
    TIMELINE: "زمان‌بندی",
    POSITION: "محدوده و موقعیت",
    FINISH: "پایان",
    UNKNOWN: "مرحله",
  } satisfies Record<FlowStepKind, string>,
  stepsLabel: "مراحل",
  loading: "در حال بارگذاری…",
  statusCompleted: "تکمیل‌شده",
  statusLocked: "هنوز در دسترس نیست",
  statusNext: "مرحله بعدی شما",
  finishTitle: "عضویت شما با موفقیت تکمیل شد",
  finishBody: "اطلاعات شما ثبت شد. لطفاً منتظر بمانید تا سیستم آن را بررسی و تأیید کند.",
  editFinishTitle: "تغییرات شما ثبت شد",
  editFinishBody: "تغییرات پس از بررسی و تأیید سیستم نمایش داده می‌شود.",
  unknownStep: "این مرحله در این نسخه از برنامه پشتیبانی نمی‌شود. لطفاً برنامه را به‌روز کنید.",
  loadFailed: "دریافت مراحل انجام نشد. لطفاً دوباره تلاش کنید.",
  currentStep: (number: number, total: number, title: string): string =>
    `مرحله ${toPersianDigits(number)} از ${toPersianDigits(total)}: ${title}`,
} as const;

/** The title to show for a step: the server's, or the kind's default when the server sent none. */
export function stepTitle(step: { kind: FlowStepKind; title: string }): string {
  return step.title === "" ? messages.defaultStepTitle[step.kind] : step.title;
}

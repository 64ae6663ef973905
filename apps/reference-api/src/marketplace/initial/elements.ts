import { type components, DataType, InputType } from "@ceremony/api-client/contract";
import { EnumRoot, FormId } from "./ids";
import { ValidationId } from "./validations";

/** One field of a form. Static fields (label, pic, mobile, person_kind_role_id) are submitted under their plain name. */
export interface FormElement {
  id: number;
  name: string;
  caption: string;
  helptxt: string;
  input_type: components["schemas"]["InputType"];
  data_type: components["schemas"]["DataType"];
  required_field: boolean;
  validation_id: number | null;
  priority: number;
  status_id: number;
  form_id: number;
  enumeration_id: number | null;
  options: { title: string; value: string }[];
  setting: {
    vendor?: boolean;
    shaba_field?: boolean;
    static?: boolean;
    /** A date that may not be after today. */
    no_future?: boolean;
    /** A date that must be after the date of this other element (by name) of the same form. */
    after_field?: string;
  };
  meta_data: { file_folder: string } | null;
  folder: string | null;
  /** Default (hidden fields: the static value) or, in get answers, the stored value. */
  value: components["schemas"]["FieldValue"];
}

type Extra = Partial<Omit<FormElement, "id" | "name" | "caption" | "input_type" | "data_type" | "form_id">>;

type Row = [string, string, FormElement["input_type"], FormElement["data_type"], Extra?];

function elements(formId: number, list: Row[]): FormElement[] {
  return list.map(([name, caption, input_type, data_type, extra = {}], index) => ({
    id: formId * 100 + index + 1,
    name,
    caption,
    helptxt: "",
    input_type,
    data_type,
    required_field: false,
    validation_id: null,
    priority: index + 1,
    status_id: 1,
    form_id: formId,
    enumeration_id: null,
    options: [],
    setting: {},
    meta_data: null,
    folder: null,
    value: null,
    ...extra,
  }));
}

const I = InputType;
const D = DataType;
const V = ValidationId;
const files = (folder: string): Extra => ({ meta_data: { file_folder: folder }, folder });
const staticField: Extra["setting"] = { static: true };

/** Every form element of the initial data, grouped by form. */
export const ELEMENTS: readonly FormElement[] = [
  ...elements(FormId.hall, [
    [
      "hall_name",
      "نام تالار",
      I.TEXT,
      D.TEXT,
      {
        required_field: true,
        validation_id: V.persianText,
        helptxt: "نامی که مشتریان تالار را با آن می‌شناسند",
      },
    ],
    [
      "description",
      "معرفی تالار",
      I.LONG_TEXT,
      D.TEXT,
      { helptxt: "امکانات، فضای پذیرایی و نکات مهم را بنویسید" },
    ],
    ["capacity", "ظرفیت (نفر)", I.TEXT, D.NUMERIC, { required_field: true, validation_id: V.digits }],
    ["place_kind", "نوع مکان", I.SELECT, D.LIST, { required_field: true, enumeration_id: EnumRoot.places }],
    [
      "ceremonies",
      "مراسم‌های قابل برگزاری",
      I.MULTI_SELECT,
      D.LIST,
      { required_field: true, enumeration_id: EnumRoot.ceremonies },
    ],
    [
      "landline",
      "تلفن ثابت",
      I.TEXT,
      D.TEXT,
      { validation_id: V.landline, helptxt: "با کد شهر، مانند ۰۵۱۳۸۰۰۰۰۰۰" },
    ],
    ["cover", "تصویر اصلی", I.FILE, D.TEXT, { required_field: true, ...files("hall") }],
    ["gallery", "گالری تصاویر", I.FILES, D.LIST, files("hall")],
    ["has_parking", "پارکینگ دارد", I.BOOLEAN_CHECKBOX, D.BOOLEAN],
    [
      "map_point",
      "موقعیت تالار",
      I.LOCATION,
      D.TEXT,
      { helptxt: "نقطه ورودی تالار را روی نقشه انتخاب کنید" },
    ],
  ]),
  ...elements(FormId.mosque, [
    [
      "place_name",
      "نام مسجد یا حسینیه",
      I.TEXT,
      D.TEXT,
      { required_field: true, validation_id: V.persianText },
    ],
    ["capacity", "ظرفیت (نفر)", I.TEXT, D.NUMERIC, { validation_id: V.digits }],
    [
      "guest_gender",
      "بخش‌های موجود",
      I.RADIO,
      D.LIST,
      { required_field: true, enumeration_id: EnumRoot.guestGenders },
    ],
  ]),
  ...elements(FormId.madahi, [
    ["stage_name", "نام مداح", I.TEXT, D.TEXT, { required_field: true, validation_id: V.persianLetters }],
    ["experience_years", "سابقه مداحی (سال)", I.TEXT, D.NUMERIC, { validation_id: V.digits }],
    [
      "guest_gender",
      "مجالس قابل اجرا",
      I.RADIO,
      D.LIST,
      { required_field: true, enumeration_id: EnumRoot.guestGenders },
    ],
    [
      "styles",
      "سبک‌های اجرا",
      I.MULTI_SELECT,
      D.LIST,
      {
        options: [
          { title: "شور", value: "1" },
          { title: "واحد", value: "2" },
          { title: "زمینه", value: "3" },
          { title: "مناجات", value: "4" },
        ],
      },
    ],
    [
      "start_date",
      "تاریخ شروع فعالیت",
      I.DATE,
      D.NUMERIC,
      { helptxt: "تاریخ شمسی", setting: { no_future: true } },
    ],
    ["samples", "نمونه اجرا", I.FILES, D.LIST, files("madahi")],
    ["has_sound_system", "سیستم صوتی همراه دارم", I.BOOLEAN_CHECKBOX, D.BOOLEAN],
    ["service_code", "کد خدمت", I.HIDDEN, D.TEXT, { value: "MADAHI" }],
  ]),
  ...elements(FormId.rowzeh, [
    [
      "stage_name",
      "نام روضه خوان",
      I.TEXT,
      D.TEXT,
      { required_field: true, validation_id: V.persianLetters },
    ],
    [
      "guest_gender",
      "مجالس قابل اجرا",
      I.RADIO,
      D.LIST,
      { required_field: true, enumeration_id: EnumRoot.guestGenders },
    ],
    ["license_expiry", "تاریخ اعتبار مجوز", I.DATE_ALT, D.NUMERIC, { required_field: true }],
    ["license_image", "تصویر مجوز تبلیغ", I.FILE, D.TEXT, { required_field: true, ...files("rowzeh") }],
    ["service_code", "کد خدمت", I.HIDDEN, D.TEXT, { value: "ROWZEH" }],
  ]),
  ...elements(FormId.speech, [
    ["speaker_name", "نام سخنران", I.TEXT, D.TEXT, { required_field: true, validation_id: V.persianLetters }],
    ["topics", "موضوعات سخنرانی", I.LONG_TEXT, D.TEXT, { required_field: true }],
    ["ceremony", "مراسم اصلی", I.SELECT, D.LIST, { enumeration_id: EnumRoot.ceremonies }],
    ["online", "امکان سخنرانی برخط دارم", I.CHECKBOX, D.BOOLEAN],
  ]),
  ...elements(FormId.weeklyPlan, [
    ["plan_title", "عنوان طرح", I.TEXT, D.TEXT, { required_field: true, validation_id: V.persianText }],
    ["plan_description", "شرح برنامه", I.LONG_TEXT, D.TEXT, { helptxt: "سرفصل‌ها و روش برگزاری جلسات" }],
    [
      "sessions_per_week",
      "تعداد جلسات در هفته",
      I.TEXT,
      D.NUMERIC,
      { required_field: true, validation_id: V.digits },
    ],
    [
      "audience",
      "مخاطبان",
      I.MULTI_SELECT,
      D.LIST,
      { required_field: true, enumeration_id: EnumRoot.guestGenders },
    ],
    ["start_date", "تاریخ شروع طرح", I.DATE, D.NUMERIC, { required_field: true }],
    ["end_date", "تاریخ پایان طرح", I.DATE_ALT, D.NUMERIC, { setting: { after_field: "start_date" } }],
    ["certified", "دارای مجوز از حوزه علمیه", I.BOOLEAN_CHECKBOX, D.BOOLEAN, { required_field: true }],
  ]),
  ...elements(FormId.legal, [
    [
      "label",
      "نام شخص حقوقی",
      I.TEXT,
      D.TEXT,
      { required_field: true, setting: staticField, validation_id: V.persianText },
    ],
    ["pic", "لوگو", I.FILES, D.LIST, { setting: staticField, ...files("legal") }],
    ["person_kind_role_id", "نوع شخص", I.HIDDEN, D.NUMERIC, { setting: staticField, value: 5 }],
    ["national_id", "شناسه ملی", I.TEXT, D.TEXT, { required_field: true, validation_id: V.legalNationalId }],
    [
      "registration_number",
      "شماره ثبت",
      I.TEXT,
      D.NUMERIC,
      { required_field: true, validation_id: V.digits },
    ],
    ["landline", "تلفن ثابت", I.TEXT, D.TEXT, { required_field: true, validation_id: V.landline }],
    [
      "sheba",
      "شماره شبا",
      I.TEXT,
      D.TEXT,
      { required_field: true, validation_id: V.shaba, setting: { shaba_field: true } },
    ],
    [
      "vendor",
      "صدور فاکتور رسمی",
      I.BOOLEAN_CHECKBOX,
      D.BOOLEAN,
      { helptxt: "در صورت انتخاب، کد اقتصادی الزامی است" },
    ],
    [
      "economic_code",
      "کد اقتصادی",
      I.TEXT,
      D.TEXT,
      { validation_id: V.economicCode, setting: { vendor: true } },
    ],
    [
      "manager_national_code",
      "کد ملی مدیرعامل",
      I.TEXT,
      D.TEXT,
      { required_field: true, validation_id: V.nationalCode },
    ],
  ]),
  ...elements(FormId.addAgent, [
    ["label", "نام وکیل یا نماینده", I.TEXT, D.TEXT, { required_field: true, setting: staticField }],
    [
      "mobile",
      "شماره موبایل",
      I.TEXT,
      D.TEXT,
      { required_field: true, validation_id: V.mobile, setting: staticField },
    ],
    ["person_kind_role_id", "نوع شخص", I.HIDDEN, D.NUMERIC, { setting: staticField, value: 6 }],
  ]),
];

/** Active elements of a form, by priority. */
export function elementsOf(formId: number): FormElement[] {
  return ELEMENTS.filter((e) => e.form_id === formId && e.status_id === 1).sort(
    (a, b) => a.priority - b.priority,
  );
}

/** The submitted key of an element: plain name for static fields, else e{id}_{name}. */
export function fieldKey(element: FormElement): string {
  return element.setting?.static ? element.name : `e${element.id}_${element.name}`;
}

import { toPersianDigits } from "@ceremony/persian-text";
import { itemMessages } from "../../../messages/item";
import { imageVariant } from "../../format/imageVariant";
import { formatToman } from "../../format/money";
import { type Enumeration, enumerationTitle, type ServiceItem } from "./serviceItem";

const m = itemMessages;

/** One line of the request's own facts; `links` are files to open (the customer's attachments). */
export interface RequestFact {
  key: string;
  label: string;
  value: string;
  links?: { href: string; label: string; title: string }[];
}

/**
 * What the customer asked for (issue 27): guests (how many, which gender), the kind of place, the customer's note,
 * the total with fees (`factor.total`) and the attached files as links. Facts the item does not carry are left out.
 */
export function requestFacts(
  item: Pick<ServiceItem, "properties" | "factor">,
  enumerations: readonly Enumeration[],
): RequestFact[] {
  const p = item.properties;
  const facts: RequestFact[] = [];
  if (typeof p.guest_count === "number")
    facts.push({ key: "guest_count", label: m.guestCount, value: m.guests(toPersianDigits(p.guest_count)) });
  const gender = enumerationTitle(enumerations, p.guest_gender_id);
  if (gender) facts.push({ key: "guest_gender", label: m.guestGender, value: gender });
  const place = enumerationTitle(enumerations, p.place_id);
  if (place) facts.push({ key: "place", label: m.place, value: place });
  if (p.note?.trim()) facts.push({ key: "note", label: m.note, value: p.note.trim() });
  facts.push({ key: "total", label: m.total, value: formatToman(item.factor.total) });
  const links = (p.attachments ?? []).flatMap((path, i) => {
    // The original, not a size variant: the provider opens the file the customer sent.
    const href = imageVariant(path, "org");
    const n = toPersianDigits(i + 1);
    return href ? [{ href, label: m.attachment(n), title: m.openAttachment(n) }] : [];
  });
  if (links.length > 0)
    facts.push({
      key: "attachments",
      label: m.attachments,
      value: m.files(toPersianDigits(links.length)),
      links,
    });
  return facts;
}

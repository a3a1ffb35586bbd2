// One FCP's page, presentational (its screen: ./screen.tsx): their record (name, SAP code, phone,
// email, date of birth, city, state, type, level, workshops allowed, CMDI, AMMD, status), their
// workshops of this financial year (each opening its details) and their uploads (the photo gallery,
// read-only). A missing value is a dash. Not found and failed are states of their own.
import { Card, Classes, H2, HTMLTable, Spinner } from "@blueprintjs/core";
import { Link } from "wouter";
import { orDash } from "../../codecs/display.ts";
import type { FcpProfile } from "../../codecs/people.ts";
import { isPdfUrl, type GalleryComponent, type GalleryItem } from "../../views/gallery/PhotoGallery.tsx";
import { LoadFailed, PageHeader, TitledState } from "../../views/shell/PageStates.tsx";
import { Fact } from "../../views/Fact.tsx";
import "../../views/page.css";
import { ScrollRegion } from "../../views/ScrollRegion.tsx";
import { Keep } from "../../views/Keep.tsx";
import { listed, msg } from "../../codecs/i18n.ts";
import { FCP_TYPES } from "../../codecs/peopleAdmin.ts";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";
import "./FcpProfileView.css";

export interface FcpProfileViewProps {
  title: string;
  back: string;
  state: "loading" | "ready" | "notFound" | "failed";
  profile: FcpProfile | null;
  error: string | null;
  onRetry: () => void;
  /** Where a workshop opens (null: not a page this person may open). */
  workshopHref: (id: number) => string | null;
  /** The photo gallery (its lightbox a flow the screen hosts). */
  Gallery: GalleryComponent;
}

const uploadsOf = (p: FcpProfile): GalleryItem[] =>
  p.uploads
    .filter((u) => u.image_url__c)
    .map((u) => ({ key: String(u.id), url: u.image_url__c!, pdf: isPdfUrl(u.image_url__c!), date: u.createddate }));

function Ready({ profile: p, workshopHref, Gallery }: { profile: FcpProfile } & Pick<FcpProfileViewProps, "workshopHref" | "Gallery">) {
  const t = useT();
  const fmt = useFormats();
  const f = p.fcp;
  return (
    <>
      <Card compact>
        <H2 className="page-section-title">{orDash(f.name)}</H2>
        <dl className="fcp-profile-fields">
          <Fact label={t("SAP Code")}>{orDash(f.sap_code__c)}</Fact>
          <Fact label={t("Phone")}>{orDash(f.phone)}</Fact>
          <Fact label={t("Email ID")}>{orDash(f.email__c)}</Fact>
          <Fact label={t("Date of Birth")}>
            <Keep text={fmt.date(f.date_of_birth__c)} />
          </Fact>
          <Fact label={t("City")}>{orDash(f.billingcity)}</Fact>
          <Fact label={t("State")}>{orDash(f.billingstate)}</Fact>
          <Fact label={t("User Type")}>{f.user_type__c ? listed(t, FCP_TYPES, f.user_type__c) : orDash(f.user_type__c)}</Fact>
          <Fact label={t("Teacher Level")}>{orDash(f.teacher_level__c)}</Fact>
          <Fact label={t("Workshops Allowed")}>{fmt.count(f.allowed_workshop__c)}</Fact>
          <Fact label={t("CMDI Name")}>{orDash(f.cmdi_name)}</Fact>
          <Fact label={t("AMMD Name")}>{orDash(f.ammd_name)}</Fact>
          <Fact label={t("Status")}>{f.active ? t("Active") : t("Inactive")}</Fact>
        </dl>
      </Card>
      <section className="page-section" aria-labelledby="fcp-profile-workshops">
        <H2 id="fcp-profile-workshops" className="page-section-title">
          {t("Workshops this financial year")}
        </H2>
        {p.workshops.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{t("No workshops this financial year.")}</p>
        ) : (
          <ScrollRegion label={t("Workshops this financial year, as a table")}>
            <HTMLTable compact striped className="fcp-profile-table page-table-pinned" aria-labelledby="fcp-profile-workshops">
              <thead>
                <tr>
                  <th scope="col">{t("Workshop")}</th>
                  <th scope="col">{t("Stage Name")}</th>
                  <th scope="col">{t("Start Date")}</th>
                  <th scope="col">{t("End Date")}</th>
                  <th scope="col">{t("Participants")}</th>
                </tr>
              </thead>
              <tbody>
                {p.workshops.map((w) => {
                  const href = workshopHref(w.id);
                  return (
                    <tr key={w.id}>
                      <td>{href ? <Link href={href}>{orDash(w.name)}</Link> : orDash(w.name)}</td>
                      <td>{w.stagename === null ? orDash(null) : t(w.stagename)}</td>
                      <td className="page-keep">{fmt.date(w.start_date_time__c)}</td>
                      <td className="page-keep">{fmt.date(w.end_date_time__c)}</td>
                      <td>{fmt.count(w.actual_participants_count__c ?? w.no_of_participants__c)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </ScrollRegion>
        )}
      </section>
      <div className="page-section">
        <Gallery title={msg("Uploads")} items={uploadsOf(p)} flowKey={`fcp:${f.id}:uploads`} />
      </div>
    </>
  );
}

export function FcpProfileView(p: FcpProfileViewProps) {
  const t = useT();
  return (
    <div className="page fcp-profile">
      <PageHeader title={p.title} back={{ to: p.back, label: t("Back") }} />
      {p.state === "loading" && <Spinner aria-label={t("Loading the FCP")} />}
      {p.state === "notFound" && (
        <div role="status">
          <TitledState
            icon="search"
            title={t("FCP not found")}
            description={t("There is no FCP of yours with this id. Open one from your list of FCPs.")}
          />
        </div>
      )}
      {p.state === "failed" && <LoadFailed error={p.error} onRetry={p.onRetry} />}
      {p.state === "ready" && p.profile && <Ready profile={p.profile} workshopHref={p.workshopHref} Gallery={p.Gallery} />}
    </div>
  );
}

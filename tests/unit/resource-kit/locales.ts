/** The kit's locale files and the labels of the test resource "gadgets". */
import { addBundles, i18n } from "../../../src/i18n";

addBundles(
  import.meta.glob("/locales/*/{common,validation,kit-fields}.json", { eager: true, import: "default" }),
);

/** The labels of the test resource "gadgets" (a resource's own locale file in the app). */
i18n.addResourceBundle(
  "en-US",
  "translation",
  {
    gadgets: {
      gadgets: "Gadgets",
      titles: { create: "New gadget", edit: "Edit gadget", show: "Gadget", list: "Gadgets" },
      fields: {
        name: "Name",
        code: "Code",
        pin: "PIN",
        brandId: "Brand",
        modelId: "Model",
        status: "Status",
        enabled: "Enabled",
        startAt: "Start",
        secret: "Secret",
        fileId: "Picture",
        tags: "Tags",
        capacity: "Capacity",
        ip: "IP address",
        email: "Email",
      },
      placeholders: { name: "Gadget name" },
      enums: { status: { ON: "Running", OFF: "Stopped" }, tags: { A: "Alpha", B: "Beta" } },
      units: { people: "people" },
      rules: { codeFormat: "Codes are upper-case letters" },
    },
  },
  true,
  true,
);

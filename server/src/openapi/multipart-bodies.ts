import { APP_PLATFORMS, APP_VERSION_MAX, RELEASE_NOTES_MAX } from "#contract/limits/settings";
import { Enum, Obj, Str, Type } from "#contract/schema";
import { MAX_BATCH_FILES } from "../settings/files.ts";

/**
 * The multipart/form-data bodies of the uploads, by operation name, for the OpenAPI document only:
 * the handlers read the parts themselves (lib/multipart.ts), so the routes declare no body schema.
 * tests/server/openapi-lint.test.ts posts to each without its file and expects a 400 on the field named here.
 */
const File = (description: string) => Type.String({ format: "binary", description });

const oneFile = (description: string) => Obj({ file: File(description) });

export const MULTIPART_BODIES: Readonly<Record<string, ReturnType<typeof Obj>>> = {
  "files.upload": oneFile("The file"),
  "files.uploadMany": Obj({
    files: Type.Array(File("A file"), { minItems: 1, maxItems: MAX_BATCH_FILES }),
  }),
  "licences.upload": oneFile("The licence file (text)"),
  "loginPage.uploadImage": oneFile("A PNG, JPEG or WebP image"),
  "sensorImport.importXlsx": oneFile("The filled-in XLSX template"),
  "sensorImport.importCsv": oneFile("The sensors as CSV, in the template's columns"),
  "apphub.upload": Obj({
    platform: Enum(APP_PLATFORMS),
    version: Str(1, APP_VERSION_MAX),
    releaseNotes: Type.Optional(Str(0, RELEASE_NOTES_MAX)),
    file: File("The installer package of that platform"),
  }),
};

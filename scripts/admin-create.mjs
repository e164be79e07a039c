// `npm run admin:create`: creates a back-office admin account. It asks for the e-mail and the password,
// or takes ADMIN_EMAIL, ADMIN_PASSWORD (and ADMIN_NAME) from the environment for scripted installs.
// It works whether or not the site runs: on the embedded database it goes through the running server.
import { createInterface } from "node:readline/promises";
import { loadServerBuild, root } from "./server-build.mjs";

async function ask(question, { hidden = false } = {}) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing of the password while it is typed.
    prompt._writeToOutput = (text) => {
      if (text.includes(question)) process.stdout.write(question);
    };
  }
  const answer = await prompt.question(question);
  prompt.close();
  if (hidden) process.stdout.write("\n");
  return answer;
}

const problems = {
  email: "That is not a valid e-mail address.",
  name: "The name must be 1 to 100 characters.",
  characters: "The name holds line breaks, control or text-direction characters: remove them.",
  tooShort: "The password must be at least 12 characters long.",
  tooLong: "The password can be at most 128 characters long.",
  tooCommon: "That password is among the 10 000 most common. Choose another one.",
  exists: "An account with that e-mail already exists.",
};

const { createAdminFromCommand, readEnv } = await loadServerBuild();
const email = process.env.ADMIN_EMAIL || (await ask("E-mail: "));
const password = process.env.ADMIN_PASSWORD || (await ask("Password (12 to 128 characters): ", { hidden: true }));
const name = process.env.ADMIN_NAME || "Admin";
try {
  const result = await createAdminFromCommand(readEnv(), root, { email, password, name });
  if (result.ok) {
    const via = result.via === "server" ? "through the running site" : "in the database";
    console.log(`Admin account created for ${email.trim().toLowerCase()} (${via}).`);
    console.log("Sign in at /admin/sign-in; the first sign-in sets up an authenticator app.");
    process.exit(0);
  }
  console.error(problems[result.problem] ?? `Refused: ${result.problem}`);
  process.exit(1);
} catch (error) {
  console.error("The admin account could not be created:", error?.message ?? error);
  process.exit(1);
}

// Schemas and messages of the company-users feature (clinic portal), shared by the API and the web app.
export {};

// Schemas and messages of the clinic-dashboard feature (clinic portal), shared by the API and the web app.
export {};

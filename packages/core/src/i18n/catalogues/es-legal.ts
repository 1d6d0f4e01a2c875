/**
 * Spanish (US) for the notices patients sign and the e-sign disclosure. Placeholders in single
 * braces ({records_fee}) are the practice's facts, filled after translation (practice-notice.ts).
 */
export const esLegal: Readonly<Record<string, string>> = {
  'I authorize this practice to release my medical records to, or to obtain my medical records from, the physician or medical facility named above, as selected on this form, for the reason stated.':
    'Autorizo a este consultorio a divulgar mis expedientes médicos al médico o centro médico indicado arriba, o a obtenerlos de él, según lo que marqué en este formulario y por el motivo indicado.',
  'Records will be provided within {{days}} business days of the day the signed authorization is received.':
    'Los expedientes se entregarán dentro de {{days}} días hábiles a partir del día en que se reciba la autorización firmada.',
  'This authorization expires one year after the date I sign it. I may revoke it at any time before then by written notice to this practice, except for any action already taken in reliance on it.':
    'Esta autorización vence un año después de la fecha en que la firme. Puedo revocarla en cualquier momento antes de esa fecha mediante un aviso por escrito a este consultorio, excepto en lo que ya se haya hecho con base en ella.',
  'Under Texas law a fee may be charged for copies of medical records: {{fee}} for the first {{pages}} pages, then {{perpage}} per page for each page after that, plus postage.':
    'Según la ley de Texas, se puede cobrar un cargo por las copias de expedientes médicos: {{fee}} por las primeras {{pages}} páginas y luego {{perpage}} por cada página adicional, más el franqueo.',
  'This practice charges {records_fee} for copies of medical records, as {{state}} law allows, plus postage.':
    'Este consultorio cobra {records_fee} por las copias de expedientes médicos, según lo permite la ley de {{state}}, más el franqueo.',
  'A reasonable, cost-based fee may be charged for copies of medical records, as {{state}} law allows, plus postage.':
    'Se puede cobrar un cargo razonable, basado en el costo, por las copias de expedientes médicos, según lo permite la ley de {{state}}, más el franqueo.',
  'This practice charges {records_fee} for copies of medical records, as law allows, plus postage.':
    'Este consultorio cobra {records_fee} por las copias de expedientes médicos, según lo permite la ley, más el franqueo.',
  'A reasonable, cost-based fee may be charged for copies of medical records, as law allows, plus postage.':
    'Se puede cobrar un cargo razonable, basado en el costo, por las copias de expedientes médicos, según lo permite la ley, más el franqueo.',
  'Information released under this authorization may be disclosed again by the recipient and may no longer be protected by federal privacy law. My treatment, payment, enrollment or eligibility for benefits does not depend on whether I sign this authorization.':
    'Quien reciba la información divulgada con esta autorización podría volver a divulgarla, y es posible que ya no esté protegida por la ley federal de privacidad. Mi tratamiento, pago, inscripción o derecho a beneficios no depende de que firme esta autorización.',
  'One or more physicians of this practice may own, or hold an investment interest in, facilities to which they refer patients, such as an ambulatory surgery center, imaging center, laboratory or pharmacy.':
    'Uno o más médicos de este consultorio pueden ser dueños, o tener una inversión, en centros a los que envían pacientes, como un centro de cirugía ambulatoria, un centro de imágenes, un laboratorio o una farmacia.',
  'You are free to receive these services at any facility you choose. Your choice will not affect the care you receive from this practice.':
    'Usted tiene la libertad de recibir estos servicios en el centro que prefiera. Su decisión no afectará la atención que recibe en este consultorio.',
  'A list of the facilities in which our physicians hold an ownership or investment interest is available from our staff on request.':
    'Si la solicita, nuestro personal le dará una lista de los centros en los que nuestros médicos son dueños o tienen una inversión.',
  'By signing below, I acknowledge that I have read this disclosure and that my questions about it have been answered.':
    'Al firmar abajo, confirmo que leí esta divulgación y que se respondieron mis preguntas sobre ella.',
  'I certify that the information I have given on this form is true and complete to the best of my knowledge, and I will tell this practice of any change in my health, medications or allergies.':
    'Certifico que, según mi leal saber y entender, la información que di en este formulario es verdadera y completa, y que informaré a este consultorio de cualquier cambio en mi salud, mis medicamentos o mis alergias.',
  'I authorize this practice to share my health information with the person named under Patient Agreement, who may receive information about my care, appointments and billing on my behalf, as permitted by HIPAA.':
    'Autorizo a este consultorio a compartir mi información de salud con la persona indicada en Acuerdo del paciente, quien podrá recibir en mi nombre información sobre mi atención, mis citas y mi facturación, según lo permite la ley HIPAA.',
  'I authorize my insurance benefits to be paid directly to this practice, and I understand that I am financially responsible for any amount my insurance does not pay.':
    'Autorizo que los beneficios de mi seguro médico se paguen directamente a este consultorio, y entiendo que soy responsable de pagar cualquier cantidad que mi seguro no cubra.',
  'I certify that the information I have given on this form is true and complete to the best of my knowledge.':
    'Certifico que, según mi leal saber y entender, la información que di en este formulario es verdadera y completa.',
  "I acknowledge that I have received, or have been offered, a copy of this practice's Notice of Privacy Practices, which describes how my health information may be used and disclosed and how I can get access to it.":
    'Confirmo que recibí, o que se me ofreció, una copia del Aviso de prácticas de privacidad de este consultorio, que describe cómo se puede usar y divulgar mi información de salud y cómo puedo obtener acceso a ella.',
  'If I am signing for the patient, I have stated my relationship to the patient above my signature.':
    'Si firmo en nombre del paciente, indiqué mi parentesco con el paciente arriba de mi firma.',
  'Please allow {{hours}} hours for a prescription refill request to be processed.':
    'Permita {{hours}} horas para que se procese una solicitud de resurtido de receta.',
  'Call your pharmacy {{days}} days before you run out of medication, so there is time for the pharmacy to send us the request and for us to answer it.':
    'Llame a su farmacia {{days}} días antes de que se le acabe el medicamento, para que la farmacia tenga tiempo de enviarnos la solicitud y nosotros de responderla.',
  'Some medications, including controlled substances, may require an office visit before they can be refilled.':
    'Algunos medicamentos, incluidas las sustancias controladas, pueden requerir una consulta en el consultorio antes de resurtirse.',
  'If someone may request refills or collect prescriptions on your behalf, give their name and contact information below.':
    'Si otra persona puede pedir resurtidos o recoger recetas en su nombre, escriba abajo su nombre y sus datos de contacto.',
  'An advance directive is a written statement of your wishes about medical treatment, used if you become unable to make or communicate decisions yourself. Examples are a directive to physicians, an out-of-hospital do-not-resuscitate (DNR) order and a medical power of attorney (POA), which names someone to make health care decisions for you.':
    'Una directiva anticipada es un documento escrito con sus deseos sobre el tratamiento médico, que se usa si usted no puede tomar decisiones o comunicarlas por sí mismo(a). Algunos ejemplos son una directiva para los médicos, una orden de no resucitar (DNR) fuera del hospital y un poder notarial médico (POA), que nombra a alguien para tomar decisiones de atención médica por usted.',
  'You do not need an advance directive to receive care at this practice.':
    'No necesita una directiva anticipada para recibir atención en este consultorio.',
  'If you have an advance directive, please give our staff a copy so it can be kept in your medical record. If you have one, check all that apply.':
    'Si tiene una directiva anticipada, entregue una copia a nuestro personal para guardarla en su expediente médico. Si tiene una, marque todas las que correspondan.',
  'Telemedicine is the delivery of health care by a provider who is not in the same place as the patient, using secure audio and video connections and the electronic exchange of medical information.':
    'La telemedicina es la atención médica que brinda un proveedor que no está en el mismo lugar que el paciente, por medio de conexiones seguras de audio y video y del intercambio electrónico de información médica.',
  'Expected benefits include easier access to care and not having to travel to the office. Possible risks include delays or an interrupted visit because of technical problems, and information that is not sufficient for the provider to make a decision, in which case an in-person visit may be needed.':
    'Entre los beneficios esperados están un acceso más fácil a la atención y no tener que ir al consultorio. Entre los posibles riesgos están demoras o una consulta interrumpida por problemas técnicos, e información insuficiente para que el proveedor tome una decisión, en cuyo caso podría necesitarse una consulta en persona.',
  'The laws that protect the privacy and confidentiality of my medical information apply to telemedicine. Electronic systems are protected by safeguards, but in rare cases a security failure could expose my information.':
    'Las leyes que protegen la privacidad y la confidencialidad de mi información médica se aplican a la telemedicina. Los sistemas electrónicos cuentan con medidas de protección, pero en casos poco comunes una falla de seguridad podría exponer mi información.',
  'I may decline or stop a telemedicine visit at any time and ask for an in-person visit instead, without affecting my right to future care.':
    'Puedo rechazar o detener una consulta de telemedicina en cualquier momento y pedir una consulta en persona, sin que esto afecte mi derecho a recibir atención en el futuro.',
  'I have read this consent, my questions have been answered, and I consent to receive health care services through telemedicine.':
    'Leí este consentimiento, se respondieron mis preguntas y doy mi consentimiento para recibir servicios de atención médica por telemedicina.',
  'This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.':
    'Este aviso describe cómo se puede usar y divulgar su información médica y cómo puede usted obtener acceso a esta información. Por favor, léalo con atención.',
  'We use and disclose your health information to treat you, to obtain payment for your care and to run our practice. Other uses and disclosures, such as for marketing or the sale of your information, require your written authorization, which you may revoke in writing at any time.':
    'Usamos y divulgamos su información de salud para atenderlo(a), para recibir el pago por su atención y para administrar nuestro consultorio. Otros usos y divulgaciones, como para publicidad o la venta de su información, requieren su autorización por escrito, que usted puede revocar por escrito en cualquier momento.',
  'You have the right to see and get a copy of your medical record, to ask us to correct it, to ask us to limit what we use or share, to ask us to contact you in a confidential way, to get a list of those with whom we have shared your information, and to get a paper copy of this notice.':
    'Usted tiene derecho a ver su expediente médico y obtener una copia, a pedirnos que lo corrijamos, a pedirnos que limitemos lo que usamos o compartimos, a pedirnos que nos comuniquemos con usted de forma confidencial, a obtener una lista de las personas con quienes compartimos su información y a obtener una copia en papel de este aviso.',
  'We are required by law to keep your health information private, to give you this notice of our legal duties and privacy practices, to follow the notice currently in effect, and to tell you if a breach has compromised the privacy of your information.':
    'La ley nos obliga a mantener la privacidad de su información de salud, a darle este aviso sobre nuestras obligaciones legales y prácticas de privacidad, a cumplir el aviso vigente y a informarle si una violación de seguridad afectó la privacidad de su información.',
  'If you believe your privacy rights have been violated, you may file a complaint with our office or with the Secretary of the U.S. Department of Health and Human Services. A complaint to the Secretary must be filed within {{days}} days of when you knew or should have known of the act. We will not retaliate against you for filing a complaint.':
    'Si cree que se violaron sus derechos de privacidad, puede presentar una queja ante nuestra oficina o ante el Secretario del Departamento de Salud y Servicios Humanos de los EE. UU. Una queja ante el Secretario debe presentarse dentro de los {{days}} días a partir de que usted supo, o debió saber, del hecho. No tomaremos represalias contra usted por presentar una queja.',
  'I authorize this practice to verify my insurance coverage and benefits with the insurance companies named on this form, using the information and the card images I have given.':
    'Autorizo a este consultorio a verificar mi cobertura y mis beneficios con las compañías de seguro médico indicadas en este formulario, usando la información y las imágenes de la tarjeta que di.',
  'I certify that the information I have given on this form is true and complete to the best of my knowledge, and I will tell the practice when my insurance changes.':
    'Certifico que, según mi leal saber y entender, la información que di en este formulario es verdadera y completa, y que avisaré al consultorio cuando cambie mi seguro médico.',
  // Fallbacks of the notices' placeholders when the practice's profile lacks the fact.
  'this practice': 'este consultorio',
  'your state': 'su estado',
  "the practice's phone number": 'el número de teléfono del consultorio',
  'a reasonable, cost-based fee': 'un cargo razonable, basado en el costo',
  // The e-sign disclosure (esign-consent.ts)
  'Electronic records and signatures': 'Documentos y firmas electrónicos',
  'I agree to use electronic records and signatures':
    'Acepto usar documentos y firmas electrónicos',
  'Please read and accept the electronic records disclosure before signing.':
    'Por favor, lea y acepte el aviso sobre documentos electrónicos antes de firmar.',
  'This disclosure has changed. Reload the page to read the current one.':
    'Este aviso cambió. Vuelva a cargar la página para leer el aviso actual.',
  'Your agreement could not be saved. Check your connection and try again.':
    'No se pudo guardar su aceptación. Revise su conexión e inténtelo de nuevo.',
  'the practice': 'el consultorio',
  '{{practice}} asks you to fill in and sign these forms electronically. Your answers and signatures will be kept as electronic records, and an electronic signature has the same effect as one on paper.':
    '{{practice}} le pide que complete y firme estos formularios de forma electrónica. Sus respuestas y firmas se guardarán como documentos electrónicos, y una firma electrónica tiene el mismo efecto que una firma en papel.',
  'You have the right to receive these records on paper. To ask for a paper copy of a form you signed, or for paper forms instead of electronic ones, contact {{practice}} by phone or at the front desk.':
    'Usted tiene derecho a recibir estos documentos en papel. Para pedir una copia en papel de un formulario que firmó, o formularios en papel en lugar de electrónicos, comuníquese con {{practice}} por teléfono o en la recepción.',
  'You may withdraw this consent at any time: close this page before submitting and tell {{practice}} that you would rather use paper. Withdrawing does not undo forms you have already submitted.':
    'Puede retirar este consentimiento en cualquier momento: cierre esta página antes de enviar y dígale a {{practice}} que prefiere usar papel. Retirar su consentimiento no anula los formularios que ya envió.',
  'To sign electronically you need a phone, tablet or computer with a current web browser (such as Chrome, Safari, Edge or Firefox) and an internet connection. To keep a copy, you need a way to save or print a PDF, or you can ask the practice for one.':
    'Para firmar de forma electrónica necesita un teléfono, una tableta o una computadora con un navegador web actualizado (como Chrome, Safari, Edge o Firefox) y conexión a internet. Para guardar una copia, necesita poder guardar o imprimir un PDF, o puede pedirle una al consultorio.',
};

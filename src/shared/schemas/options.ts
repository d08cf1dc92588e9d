/** Choices for the forms' selects, each scoped to the caller on the server. */
export interface ClientOption {
  id: string;
  name: string;
}
export interface ProjectOption {
  id: string;
  name: string;
  clientId: string;
}
export interface MilestoneOption {
  id: string;
  name: string;
  projectId: string;
}
export interface UserOption {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
}
